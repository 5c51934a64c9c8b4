import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { isSentByN8n, n8nWriterOf } from '../../../shared/conversations/sentByN8n';
import type { Options } from '../../../shared/fields/optionsCollection';

// The invisible mark of what Send Message and Reply as Human Agent write (shared/conversations/sentByN8n.ts):
// the option that leaves it out, and what a reply tells when LiveChatAI did not keep it.

export const loopProtectionMarkOption: INodeProperties = {
	displayName: 'Add Loop Protection Mark',
	name: 'addLoopProtectionMark',
	type: 'boolean',
	default: true,
	description:
		"Whether to end a text message with an invisible mark naming this n8n and this workflow, so that a LiveChatAI Trigger of this n8n leaves the message out. Off, the text is sent exactly as written and the trigger sees it as anyone's message: a flow that writes back to its own trigger's events may loop.",
};

/** Whether the message gets the mark: on unless the option is added and turned off. */
export const addsLoopProtectionMark = (options: Options) =>
	options.flag(loopProtectionMarkOption.name, loopProtectionMarkOption.displayName, true);

export const MARK_STRIPPED_NOTICE =
	"LiveChatAI stored this message without its invisible loop protection mark, so loop protection is not available on this account: a LiveChatAI Trigger takes the message for a human agent's, and a flow that replies to its own trigger's events may loop. Watch an event the reply does not move (New Visitor Message or New Agent Answer).";

/**
 * The workflows of this process already warned about. It only dedupes a log line (every reply's item carries the
 * notice), so that it is lost on restart and not shared with other processes changes nothing but how often the
 * line repeats; it holds one short ID per workflow that met a stripped mark.
 */
const warnedWorkflows = new Set<string>();

/**
 * What a reply's output adds when LiveChatAI's answer shows the text stored without the mark it was sent with:
 * the service strips the characters, and nothing else would tell that the trigger can no longer leave the write
 * out. Nothing when no mark was sent (option off, an image) or the answer holds no text to compare.
 */
export function strippedMarkNotice(
	context: IExecuteFunctions,
	sent: string,
	stored: unknown,
): IDataObject {
	const writer = n8nWriterOf(context);
	const kept = typeof stored !== 'string' || isSentByN8n(stored, writer, 'workflow');
	if (kept || !isSentByN8n(sent, writer, 'workflow')) return {};
	if (!warnedWorkflows.has(writer.workflowId)) {
		warnedWorkflows.add(writer.workflowId);
		context.logger.warn(`LiveChatAI: ${MARK_STRIPPED_NOTICE}`, {
			workflowId: writer.workflowId,
			node: context.getNode().name,
		});
	}
	return { loopProtection: 'unavailable', loopProtectionNotice: MARK_STRIPPED_NOTICE };
}
