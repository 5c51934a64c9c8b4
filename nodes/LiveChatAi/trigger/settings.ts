/**
 * What a poll needs from the trigger's parameters, read and checked before any request: the event, the agents
 * watched, the filters, the cursor's query, the output's form, whose writes to leave out. It only reads
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
import { readOption, requirePositiveInteger } from '../shared/fields/typedValues';
import { invalidParameter, parameterText, requireText } from '../shared/fields/validation';
import type { TriggerEvent } from '../shared/polling/newEvents';
import { eventsAt, TRIGGER_EVENTS } from '../shared/polling/newEvents';
import type { TriggerSettings, Watched, WatchScope } from '../shared/polling/reading';
import type { AnsweredBy, WaitingSettings } from '../shared/polling/visitorWaiting';

/** The trigger's word for the bot: the word of the node version new nodes get. */
export const TRIGGER_BOT_LABEL = 'Agent';

/** Visitor Waiting's Answered By: whose message ends a wait, as its dropdown offers them (description.ts). */
export const ANSWERED_BY: Array<INodePropertyOptions & { value: AnsweredBy }> = [
	{
		name: 'A Human Agent',
		value: 'humanAgent',
		description: "The visitor waits until a human agent writes; the AI's answers do not count",
	},
	{ name: 'Anyone', value: 'anyone', description: 'A human agent or the AI' },
];

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

export function readTriggerSettings(context: IPollFunctions): TriggerSettings {
	const node = context.getNode();
	const watched = readWatched(context);
	// One agent's cursor says which agent; several agents' cursors keep one mark per agent.
	const agentQuery = watched.scope === 'agent' ? { agentId: watched.agentId } : {};
	const event = readOption<TriggerEvent>(
		context,
		'event',
		undefined,
		'Event',
		eventsOf(node.typeVersion),
		'newActivity',
	);
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
	return { ...common, cursorQuery, filters, filterQuery, simplify, ownWrites, pauseSeconds };
}

/** The events of a trigger version, as its Event dropdown offers them. */
function eventsOf(typeVersion: number) {
	return eventsAt(typeVersion).map((value) => ({ name: TRIGGER_EVENTS[value].name, value }));
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
