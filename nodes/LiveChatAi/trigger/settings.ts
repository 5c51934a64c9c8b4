/**
 * What a poll needs from the trigger's parameters, read and checked before any request: the event, the agents
 * watched, where each agent's items come from, the cursor's query, and the output item (with its agent named,
 * 1.2 on). Version differences are `node.typeVersion >= ...` checks here. Read top down: `readTriggerSettings`
 * first, then what it uses, last the agent's name a poll that found something reads.
 */
import type { IDataObject, INodePropertyOptions, IPollFunctions } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

import type { OwnScope } from '../shared/conversations/sentByN8n';
import { conversationFiltersQuery } from '../shared/conversations/conversationFilters';
import { simplifyConversation } from '../shared/conversations/simplifyConversation';
import { pickABot } from '../shared/fields/botLocator';
import { asNodeError } from '../shared/operations/itemErrors';
import { readOptions } from '../shared/fields/optionsCollection';
import { readSimplify } from '../shared/fields/simplify';
import { readOption } from '../shared/fields/typedValues';
import { invalidParameter, parameterText, requireText } from '../shared/fields/validation';
import type { ListRequestOptions } from '../shared/transport';
import { segment, v2Request } from '../shared/transport';
import type { EventSource, TriggerEvent } from './newEvents';
import { TRIGGER_EVENTS } from './newEvents';
import type { ConversationEvent } from './ownWrites';
import { aiSuggestionSource } from './aiSuggestions';
import { conversationSource, workflowMayWrite } from './conversations';

/** The trigger's word for the bot: the word of the node version new nodes get. */
export const TRIGGER_BOT_LABEL = 'Agent';

/** Which agents a poll reads: one (every version), or (1.2 on) a list or all of the account's. */
export type Watched =
	| { scope: 'agent'; agentId: string }
	| { scope: 'agents'; agentIds: string[] }
	| { scope: 'allAgents' };

/** Which agents a trigger watches (1.2 on): the one picked, the ones listed, or every agent of the account. */
export type WatchScope = Watched['scope'];

/** The events, as the Event dropdown offers them. */
const EVENTS = Object.entries(TRIGGER_EVENTS).map(([value, { name }]) => ({ name, value }));

/** Own Messages Come From (1.2 on): whose writes are own, as its dropdown offers them (description.ts). */
export const OWN_MESSAGES_OF: Array<INodePropertyOptions & { value: OwnScope }> = [
	{
		name: 'This Workflow',
		value: 'workflow',
		description:
			"Another workflow's replies trigger this one. Where this workflow holds no LiveChatAI node that writes, no conversation's messages are read.",
	},
	{
		name: 'Every Workflow',
		value: 'instance',
		description:
			"What any workflow of this n8n instance writes is left out: two workflows that answer each other's messages never loop. Each poll that finds activity reads each conversation's messages.",
	},
];

/** The requests of a poll: no retries, a timeout. */
export type PollRequest = Omit<ListRequestOptions, 'itemIndex'>;

/** What a poll needs from the trigger's parameters, read and checked before any request. */
export interface TriggerSettings {
	event: TriggerEvent;
	watched: Watched;
	/** Where one agent's items of the event come from. */
	sourceFor: (agentId: string) => EventSource;
	/** Event, filters and (one agent) the agent: a cursor built for other settings is started afresh. */
	cursorQuery: string;
	/** The output item of an item the source read. */
	toOutput: (item: IDataObject) => IDataObject;
	/** Whether each item names its agent (1.2 on). */
	namesAgent: boolean;
	/** The conversation filters as set (none for AI suggestions), for the message of an empty Fetch Test Event. */
	filters: IDataObject;
	request: PollRequest;
}

export function readTriggerSettings(
	context: IPollFunctions,
	request: PollRequest,
): TriggerSettings {
	const node = context.getNode();
	const watched = readWatched(context);
	// One agent's cursor says which agent; several agents' cursors keep one mark per agent.
	const agentQuery = watched.scope === 'agent' ? { agentId: watched.agentId } : {};
	const event = readOption<TriggerEvent>(
		context,
		'event',
		undefined,
		'Event',
		EVENTS,
		'newActivity',
	);
	const { source, field } = TRIGGER_EVENTS[event];
	const common = { event, watched, namesAgent: node.typeVersion >= 1.2, request };
	if (source === 'aiSuggestions') {
		return {
			...common,
			sourceFor: (agentId) => aiSuggestionSource(context, agentId, request),
			cursorQuery: JSON.stringify({ ...agentQuery, event }),
			toOutput: (suggestion) => suggestion,
			filters: {},
		};
	}
	const filters = context.getNodeParameter('filters', {}) as IDataObject;
	const filterQuery = conversationFiltersQuery(
		filters,
		context.getTimezone(),
		(displayName, problem, fix) => invalidParameter(node, displayName, undefined, problem, fix),
	);
	// Simplified unless turned off, as Conversation > Get Many does; 1.1 moved the toggle out of Options.
	const simplify =
		node.typeVersion < 1.1
			? readOptions(context).flag('simplify', 'Simplify', true)
			: readSimplify(context, undefined);
	// 1.2 on, own writes are left out unless Options include them; before, they all count. Whose writes are
	// "own": 1.2's are every workflow's of this n8n, 1.3's this workflow's, unless Options say otherwise. Only
	// this workflow's, and it holds no node that writes: none can carry its mark, so nothing is left out (and no
	// conversation's messages are read). Decided once per poll, for every agent watched.
	const options = readOptions(context);
	const scope =
		node.typeVersion >= 1.2 && !options.flag('includeOwnWrites', 'Include Own Messages')
			? ownScopeOf(
					options.option('ownMessagesOf', 'Own Messages Come From', OWN_MESSAGES_OF),
					node.typeVersion,
				)
			: undefined;
	const ownWrites = scope === 'workflow' && !workflowMayWrite(context) ? undefined : scope;
	return {
		...common,
		sourceFor: (agentId) =>
			conversationSource(context, {
				query: { ...filterQuery, agentId },
				event: event as ConversationEvent,
				eventField: field,
				ownWrites,
				request,
			}),
		cursorQuery: JSON.stringify({ ...agentQuery, event, filterQuery }),
		toOutput: (conversation) => triggerItem(conversation, field, simplify),
		filters,
	};
}

function readWatched(context: IPollFunctions): Watched {
	const node = context.getNode();
	const scope = (
		node.typeVersion >= 1.2 ? context.getNodeParameter('watch', 'agent') : 'agent'
	) as WatchScope;
	if (scope === 'allAgents') return { scope };
	if (scope === 'agents') {
		const agentIds = listedAgentIds(context.getNodeParameter('agentIds', []));
		const fix = 'Pick one or more agents from the list, or give their IDs.';
		if (agentIds.length === 0) throw invalidParameter(node, 'Agents', undefined, 'is empty', fix);
		return { scope, agentIds };
	}
	const chatbot = context.getNodeParameter('chatbot', '', { extractValue: true });
	const word = TRIGGER_BOT_LABEL;
	return { scope, agentId: requireText(node, chatbot, word, undefined, pickABot(word)) };
}

/** The IDs of a Several Agents list: picked in the list, or an expression's array or comma-separated text. */
function listedAgentIds(value: unknown): string[] {
	const entries = Array.isArray(value) ? value : String(value ?? '').split(',');
	return [...new Set(entries.map((entry) => parameterText(entry)).filter((id) => id !== ''))];
}

/** Whose writes count as the trigger's own: the option's choice, else its version's default. */
function ownScopeOf(chosen: OwnScope | undefined, typeVersion: number): OwnScope {
	return chosen ?? (typeVersion >= 1.3 ? 'workflow' : 'instance');
}

/**
 * What the trigger outputs for a conversation: the short form keeps the time of the event (e.g.
 * lastVisitorMessageDate for New Visitor Message) beside Get Many's short form; the full form is as returned.
 */
function triggerItem(
	conversation: IDataObject,
	eventField: string,
	simplify: boolean,
): IDataObject {
	if (!simplify) return conversation;
	return { ...simplifyConversation(conversation), [eventField]: conversation[eventField] ?? null };
}

/** An item of trigger 1.2 on names the LiveChatAI agent it comes from: a trigger may watch several. */
export function namedByAgent(
	output: IDataObject,
	agentId: string,
	agentName: string | null,
): IDataObject {
	return { ...output, agentId, agentName };
}

/** An agent's name (GET /api/v2/agents/{id}), for the items of a poll that found something; null if gone. */
export async function agentName(
	context: IPollFunctions,
	agentId: string,
	request: PollRequest,
): Promise<string | null> {
	const path = `/api/v2/agents/${segment(agentId)}`;
	try {
		const agent: IDataObject = await v2Request.call(context, { method: 'GET', path, ...request });
		return parameterText(agent.name) || null;
	} catch (error) {
		if (error instanceof NodeApiError && error.httpCode === '404') return null;
		throw asNodeError(context.getNode(), error);
	}
}
