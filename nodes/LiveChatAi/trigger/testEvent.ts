import type { IDataObject, INodeExecutionData, IPollFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { agentName, watchedAgents } from './agents';
import { TRIGGER_EVENTS } from './events';
import { namedByAgent } from './output';
import { newestItem } from './newEvents';
import type { TriggerSettings } from './settings';

/**
 * "Fetch Test Event": the newest item of the event among the agents watched (one request per agent), or an
 * error saying why there is none. Changes nothing.
 */
export async function testEvent(
	context: IPollFunctions,
	settings: TriggerSettings,
): Promise<INodeExecutionData[][]> {
	const { request } = settings;
	const names = await watchedAgents(context, settings.watched, request);
	let newest: { agentId: string; item: IDataObject; at: string } | undefined;
	for (const agentId of names.keys()) {
		const source = settings.sourceFor(agentId);
		const item = await newestItem(source);
		const at = item && source.read(item)?.eventAt;
		if (item && at && (!newest || at > newest.at)) newest = { agentId, item, at };
	}
	if (newest) {
		const { agentId, item } = newest;
		let output = settings.toOutput(item);
		if (settings.namesAgent) {
			const name = names.get(agentId) || (await agentName(context, agentId, request));
			output = namedByAgent(output, agentId, name);
		}
		return [context.helpers.returnJsonArray([output])];
	}
	const { name, source } = TRIGGER_EVENTS[settings.event];
	const what = source === 'aiSuggestions' ? 'AI suggestion' : 'conversation';
	const whose = settings.watched.scope === 'agent' ? 'this agent' : 'the agents watched';
	throw new NodeOperationError(
		context.getNode(),
		`No ${what} of ${whose} has a ${name} event yet`,
		{
			description:
				source === 'aiSuggestions'
					? 'The agent has made no suggestion yet. Fetch again once it has.'
					: `Looked at the newest conversations with the filters: ${settings.describeScope()}. Start a conversation in the chat widget (or change the event or the filters), then fetch again.`,
		},
	);
}
