import type {
	IDataObject,
	INodeExecutionData,
	INodeProperties,
	INodePropertyOptions,
	IPollFunctions,
} from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { conversationFilters } from '../shared/conversations/conversationFilters';
import { watchedAgents } from './agents';
import type { EventSource, Read, TriggerEvent } from '../shared/polling/newEvents';
import { TRIGGER_EVENTS } from '../shared/polling/newEvents';
import { CHANGE_EVENTS } from '../shared/polling/changeEvents';
import { changeSample } from '../shared/polling/changes';
import {
	agentName,
	namedByAgent,
	outputItem,
	POLL_REQUEST,
	sourceOf,
} from '../shared/polling/reading';
import { readTriggerSettings } from './settings';

/** What each event's list holds, as the message of an empty Fetch Test Event names it. */
const RECORD_NAMES: Record<(typeof TRIGGER_EVENTS)[TriggerEvent]['source'], string> = {
	conversations: 'conversation',
	waiting: 'conversation',
	aiSuggestions: 'AI suggestion',
	contacts: 'contact',
	csat: 'CSAT rating',
};

/**
 * "Fetch Test Event": the newest item of the event among the agents watched (one request per agent; a change
 * event's sample: changes.ts), or an error saying why there is none. Changes nothing.
 */
export async function testEvent(context: IPollFunctions): Promise<INodeExecutionData[][]> {
	const settings = readTriggerSettings(context);
	const names = await watchedAgents(context, settings.watched, POLL_REQUEST);
	let newest: { agentId: string; item: IDataObject; at: string } | undefined;
	for (const agentId of names.keys()) {
		const found =
			'changes' in settings
				? await changeSample(context, settings, agentId)
				: await newestItem(sourceOf(context, settings, agentId));
		if (found && (!newest || found.at > newest.at)) newest = { agentId, ...found };
	}
	if (newest) {
		const { agentId, item } = newest;
		let output = outputItem(settings, item);
		if (settings.namesAgent) {
			const name = names.get(agentId) || (await agentName(context, agentId));
			output = namedByAgent(output, agentId, name);
		}
		return [context.helpers.returnJsonArray([output])];
	}
	const whose = settings.watched.scope === 'agent' ? 'this agent' : 'the agents watched';
	if ('changes' in settings) {
		const { name } = CHANGE_EVENTS[settings.event];
		throw new NodeOperationError(
			context.getNode(),
			`No conversation of ${whose} shows ${name} yet`,
			{
				description:
					'Looked at the most recently active conversations (one page) for one in the state the event leads to. Fetch again once there is one.',
			},
		);
	}
	const { name, source } = TRIGGER_EVENTS[settings.event];
	const what = RECORD_NAMES[source];
	throw new NodeOperationError(
		context.getNode(),
		`No ${what} of ${whose} has a ${name} event yet`,
		{
			description:
				what === 'conversation'
					? `Looked at the newest conversations with the filters: ${describeFilters(settings.filters)}. Start a conversation in the chat widget (or change the event or the filters), then fetch again.`
					: `The agent has no ${what} yet${source === 'csat' ? ' from the last 90 days' : ''}. Fetch again once it has.`,
		},
	);
}

/** The item of the first page whose event is the newest, with its instant, or none. One request. */
async function newestItem(
	source: EventSource,
): Promise<{ item: IDataObject; at: string } | undefined> {
	const { items } = await source.open().next();
	let newest: Read | undefined;
	for (const item of items) {
		const read = source.read(item);
		if (read?.eventAt && (!newest?.eventAt || read.eventAt > newest.eventAt)) newest = read;
	}
	return newest?.eventAt ? { item: newest.item, at: newest.eventAt } : undefined;
}

/** The filters a user set, as the editor shows them: "Status: Open, Channel: WhatsApp"; "none" when empty. */
export function describeFilters(filters: IDataObject): string {
	const fields = (conversationFilters({ withDateRangeAndSort: false }).options ??
		[]) as INodeProperties[];
	const parts: string[] = [];
	for (const field of fields) {
		const value = filters[field.name];
		if (value === undefined || value === '' || value === null) continue;
		const option = ((field.options ?? []) as INodePropertyOptions[]).find(
			(candidate) => candidate.value === value,
		);
		parts.push(`${field.displayName}: ${option?.name ?? String(value)}`);
	}
	return parts.length > 0 ? parts.join(', ') : 'none';
}
