import { createHash } from 'node:crypto';
import type { IExecuteFunctions, IPollFunctions } from 'n8n-workflow';

import { SENT_BY_N8N_TAG } from '../serviceDecisions';

/**
 * The invisible mark that version 2 appends to the text it writes into a conversation (Reply as Human Agent,
 * Send Message), so that a trigger can tell its own n8n's writes, or its own workflow's, from a visitor's or a
 * human agent's: LiveChatAI's records say nothing else of where a message came from. Its first part names the
 * n8n instance, not the process: the main instance and its queue-mode workers share one instance ID (n8n derives
 * it from the encryption key), and it survives restarts. Its second part names the workflow. An image message
 * is a URL and carries no mark.
 */
const { edge, digits, partLength, formerLength } = SENT_BY_N8N_TAG;

const DIGIT = `[${digits.join('')}]`;
const MARK_AT_END = new RegExp(
	`${edge}(${DIGIT}{${partLength}})(${DIGIT}{${partLength}})${edge}$`,
	'u',
);
/** A mark of any instance and workflow, or of the former format (a text written before the upgrade). */
const ANY_MARK_AT_END = new RegExp(
	`${edge}(?:${DIGIT}{${2 * partLength}}|${DIGIT}{${formerLength}})${edge}$`,
	'u',
);

/** Who writes: the n8n instance and the workflow, as the mark names them. */
export interface N8nWriter {
	instanceId: string;
	workflowId: string;
}

/** Whose writes count as one's own: the same workflow's, or any workflow's of the same n8n instance. */
export type OwnScope = 'workflow' | 'instance';

/** The writer of a run or a poll: this n8n instance and the workflow running. */
export function n8nWriterOf(
	context: Pick<IExecuteFunctions | IPollFunctions, 'getInstanceId' | 'getWorkflow'>,
): N8nWriter {
	return {
		instanceId: context.getInstanceId(),
		workflowId: String(context.getWorkflow().id ?? ''),
	};
}

/** One part of the mark: `partLength` base-4 digits of the ID's hash, in invisible characters. */
function markPart(id: string): string {
	// 48 bits of the hash, more than the part's digits take, read as a safe integer.
	let bits = createHash('sha256').update(id).digest().readUIntBE(0, 6);
	let part = '';
	for (let i = 0; i < partLength; i++) {
		part += digits[bits % digits.length];
		bits = Math.floor(bits / digits.length);
	}
	return part;
}

/** The mark of one writer: its instance's part, then its workflow's. */
export function sentByN8nTag(writer: N8nWriter): string {
	return `${edge}${markPart(writer.instanceId)}${markPart(writer.workflowId)}${edge}`;
}

/** The text with this writer's mark at its end (once, even if the text carried one already). */
export function tagAsSentByN8n(text: string, writer: N8nWriter): string {
	return `${withoutN8nTag(text)}${sentByN8nTag(writer)}`;
}

/**
 * Whether the text ends with a mark of this writer: of its instance (`instance`), or of its instance and its
 * workflow (`workflow`).
 */
export function isSentByN8n(text: unknown, writer: N8nWriter, scope: OwnScope): boolean {
	const mark = typeof text === 'string' ? MARK_AT_END.exec(text) : null;
	if (!mark || mark[1] !== markPart(writer.instanceId)) return false;
	return scope === 'instance' || mark[2] === markPart(writer.workflowId);
}

/** The text without a mark at its end (any writer's, either format): what a workflow shows or compares. */
export function withoutN8nTag(text: string): string {
	return text.replace(ANY_MARK_AT_END, '');
}
