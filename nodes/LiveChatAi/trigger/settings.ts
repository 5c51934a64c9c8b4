/**
 * What a poll needs from the trigger's parameters, read and checked before any request: the event and its own
 * fields (Visitor Waiting's wait, the visitor's pause, what a change event compares), the agents watched, the
 * filters, the cursor's query, the output's form, whose writes to leave out. It only reads
 * parameters: the poll (poll.ts, shared/polling/reading.ts) builds the source and the items from them. Version
 * differences are `node.typeVersion >= ...` checks here. Read top down: `readTriggerSettings` first, then what it uses.
 */
import type { IDataObject, INodePropertyOptions, IPollFunctions } from 'n8n-workflow';

import type { OwnScope } from '../shared/conversations/sentByN8n';
import { conversationFiltersQuery } from '../shared/conversations/conversationFilters';
import { pickABot } from '../shared/fields/botLocator';
import type { Options } from '../shared/fields/optionsCollection';
import { readOptions } from '../shared/fields/optionsCollection';
import { readSimplify } from '../shared/fields/simplify';
import { readNumber, readOption, requirePositiveInteger } from '../shared/fields/typedValues';
import { invalidParameter, parameterText, requireText } from '../shared/fields/validation';
import type { TriggerEvent } from '../shared/polling/newEvents';
import { TRIGGER_EVENTS } from '../shared/polling/newEvents';
import type { ChangeEvent, ChangeFilter } from '../shared/polling/changeEvents';
import {
	conversationFilter,
	ENTERED_KINDS,
	eventsOf,
	HUMAN_REQUEST_SIGNALS,
	isChangeEvent,
	WATCHED,
} from '../shared/polling/changeEvents';
import type { ChangeSettings, PollSettings, Watched, WatchScope } from '../shared/polling/reading';
import type { AnsweredBy, WaitingSettings } from '../shared/polling/visitorWaiting';
import { ANSWERED_BY } from '../shared/polling/visitorWaiting';

/** The trigger's word for the bot: the word of the node version new nodes get. */
export const TRIGGER_BOT_LABEL = 'Agent';

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

export function readTriggerSettings(context: IPollFunctions): PollSettings {
	const node = context.getNode();
	const watched = readWatched(context);
	// One agent's cursor says which agent; several agents' cursors keep one mark per agent.
	const agentQuery = watched.scope === 'agent' ? { agentId: watched.agentId } : {};
	const event = readOption<TriggerEvent | ChangeEvent>(
		context,
		'event',
		undefined,
		'Event',
		eventsOf(node.typeVersion),
		'newActivity',
	);
	if (isChangeEvent(event)) return readChangeSettings(context, event, watched, agentQuery);
	const common = { event, watched, namesAgent: node.typeVersion >= 1.2 };
	const { source } = TRIGGER_EVENTS[event];
	if (source === 'aiSuggestions' || source === 'contacts' || source === 'csat') {
		const cursorQuery = JSON.stringify({ ...agentQuery, event });
		return { ...common, cursorQuery, filters: {}, filterQuery: {}, simplify: false };
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
	// "own": 1.2's are every workflow's of this n8n, 1.3's this workflow's, unless Options say otherwise.
	const options = readOptions(context);
	const ownWrites =
		node.typeVersion >= 1.2 && !options.flag('includeOwnWrites', 'Include Own Messages')
			? ownScopeOf(
					options.option('ownMessagesOf', 'Own Messages Come From', OWN_MESSAGES_OF),
					node.typeVersion,
				)
			: undefined;
	if (source === 'waiting') {
		const waiting = readWaiting(context);
		const cursorQuery = JSON.stringify({ ...agentQuery, event, filterQuery, waiting });
		return { ...common, cursorQuery, filters, filterQuery, simplify, waiting };
	}
	const cursorQuery = JSON.stringify({ ...agentQuery, event, filterQuery });
	// The visitor's pause (1.3 on) is left out of the cursor's query: turned off, the bursts kept are emitted.
	const pauseSeconds = node.typeVersion >= 1.3 ? readPause(context, options) : 0;
	// Before 1.3, New Activity fires wherever lastMessageDate moved, as saved triggers did.
	const activityAtMessages = node.typeVersion >= 1.3 && event === 'newActivity';
	const reading = { filters, filterQuery, simplify, ownWrites, pauseSeconds, activityAtMessages };
	return { ...common, cursorQuery, ...reading };
}

/** Visitor Waiting's Waiting For (Minutes) and Answered By. */
function readWaiting(context: IPollFunctions): WaitingSettings {
	const node = context.getNode();
	const minutes = requirePositiveInteger(
		node,
		context.getNodeParameter('waitingMinutes', 5),
		'Waiting For (Minutes)',
		undefined,
		'Give the minutes a visitor may wait for an answer, e.g. 5.',
	);
	const answeredBy = readOption<AnsweredBy>(
		context,
		'answeredBy',
		undefined,
		'Answered By',
		ANSWERED_BY,
		'humanAgent',
	);
	return { minutes, answeredBy };
}

/** Options > Wait for the Visitor to Pause (Seconds): 0 when not added. */
function readPause(context: IPollFunctions, options: Options): number {
	const displayName = 'Wait for the Visitor to Pause (Seconds)';
	const given = options.number('pauseSeconds', displayName);
	if (given === undefined) return 0;
	const fix = "Give the seconds of quiet after which a visitor's messages are one item, e.g. 30.";
	return requirePositiveInteger(context.getNode(), given, displayName, undefined, fix);
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
 * A change event's settings (1.3 on): Conversations Watched and, for Human Requested and Conversation Entered
 * View, the filtered list. The cursor is built for the event and its list: a new bound keeps what was recorded.
 */
function readChangeSettings(
	context: IPollFunctions,
	event: ChangeEvent,
	watched: Watched,
	agentQuery: IDataObject,
): ChangeSettings {
	const node = context.getNode();
	const name = 'Conversations Watched';
	const bound = readNumber(context, 'conversationsWatched', undefined, name) ?? WATCHED.default;
	if (!Number.isInteger(bound) || bound < 1 || bound > WATCHED.max) {
		const problem = `must be a whole number from 1 to ${WATCHED.max}, not ${bound}`;
		const fix = `Enter how many of the most recently active conversations to compare, at most ${WATCHED.max}.`;
		throw invalidParameter(node, name, undefined, problem, fix);
	}
	const filter = readChangeFilter(context, event, watched);
	const cursorQuery = JSON.stringify({ ...agentQuery, event, filter: filter?.query ?? {} });
	const simplify = readSimplify(context, undefined);
	const changes = filter ? { bound, filter } : { bound };
	// Only 1.3 on offers these events, so their items name their agent.
	return { event, watched, namesAgent: true, cursorQuery, simplify, changes };
}

/** The filtered list whose new members Human Requested or Conversation Entered View emits; none for the others. */
function readChangeFilter(
	context: IPollFunctions,
	event: ChangeEvent,
	watched: Watched,
): ChangeFilter | undefined {
	const node = context.getNode();
	if (event === 'humanRequested') {
		const signals = HUMAN_REQUEST_SIGNALS;
		const by = readOption<string>(
			context,
			'humanRequestedBy',
			undefined,
			'Detect By',
			signals,
			'talkToAgent',
		);
		return signals.find(({ value }) => value === by)!.filter;
	}
	if (event !== 'conversationEnteredView') return undefined;
	const kind = readOption<string>(
		context,
		'entered',
		undefined,
		'Entered',
		ENTERED_KINDS,
		'viewId',
	);
	const field = conversationFilter(kind);
	const { displayName } = field;
	const value =
		field.type === 'options'
			? readOption<string>(
					context,
					kind,
					undefined,
					displayName,
					optionsOf(field),
					String(field.default),
				)
			: requireText(node, context.getNodeParameter(kind, ''), displayName, undefined);
	if (kind === 'viewId' && watched.scope !== 'agent') {
		const fix = 'Set Watch to One Agent: an inbox view belongs to one agent.';
		throw invalidParameter(node, displayName, undefined, 'needs one agent watched', fix);
	}
	return { query: { [kind]: value }, field: kind, value };
}

/** An options field's choices, as readOption checks a value against them. */
function optionsOf(field: { options?: unknown }): INodePropertyOptions[] {
	return (field.options ?? []) as INodePropertyOptions[];
}
