import type { IDataObject, IPollFunctions } from 'n8n-workflow';

import type { OwnScope } from '../shared/conversations/sentByN8n';

import { conversationFiltersQuery } from '../shared/conversations/conversationFilters';
import { pickABot } from '../shared/descriptions/botLocator';
import { readOptions } from '../shared/parameters/readParameters';
import type { ListRequestOptions } from '../shared/transport';
import { invalidParameter, requireText } from '../shared/parameters/validation';
import type { Watched, WatchScope } from './agents';
import { listedAgentIds } from './agents';
import { TRIGGER_BOT_LABEL } from './description';
import type { TriggerEvent } from './events';
import { TRIGGER_EVENTS } from './events';
import { describeFilters, triggerItem } from './output';
import type { ConversationEvent } from './ownWrites';
import type { EventSource } from './newEvents';
import { aiSuggestionSource } from './sources/aiSuggestions';
import { conversationSource } from './sources/conversations';
import { workflowMayWrite } from './writersInWorkflow';

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
	/** What narrowed the reading, for the message of an empty Fetch Test Event. */
	describeScope: () => string;
	/** The requests of a poll: no retries, a timeout. */
	request: Omit<ListRequestOptions, 'itemIndex'>;
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

/** Whose writes count as the trigger's own: the option's choice, else its version's default. */
function ownScopeOf(chosen: unknown, typeVersion: number): OwnScope {
	if (chosen === 'workflow' || chosen === 'instance') return chosen;
	return typeVersion >= 1.3 ? 'workflow' : 'instance';
}

export function readTriggerSettings(
	context: IPollFunctions,
	request: Omit<ListRequestOptions, 'itemIndex'>,
): TriggerSettings {
	const node = context.getNode();
	const watched = readWatched(context);
	// One agent's cursor says which agent; several agents' cursors keep one mark per agent.
	const agentQuery = watched.scope === 'agent' ? { agentId: watched.agentId } : {};
	const event = context.getNodeParameter('event', 'newActivity') as TriggerEvent;
	const { source, field } = TRIGGER_EVENTS[event];
	const common = { event, watched, namesAgent: node.typeVersion >= 1.2, request };
	if (source === 'aiSuggestions') {
		return {
			...common,
			sourceFor: (agentId) => aiSuggestionSource(context, agentId, request),
			cursorQuery: JSON.stringify({ ...agentQuery, event }),
			toOutput: (suggestion) => suggestion,
			describeScope: () => 'none',
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
			? readOptions(context).flag('simplify', true)
			: (context.getNodeParameter('simplify', true) as boolean);
	// 1.2 on, own writes are left out unless Options include them; before, they all count. Whose writes are
	// "own": 1.2's are every workflow's of this n8n, 1.3's this workflow's, unless Options say otherwise. Only
	// this workflow's, and it holds no node that writes: none can carry its mark, so nothing is left out (and no
	// conversation's messages are read). Decided once per poll, for every agent watched.
	const options = readOptions(context);
	const scope =
		node.typeVersion >= 1.2 && !options.flag('includeOwnWrites')
			? ownScopeOf(options.value('ownMessagesOf'), node.typeVersion)
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
		describeScope: () => describeFilters(filters),
	};
}
