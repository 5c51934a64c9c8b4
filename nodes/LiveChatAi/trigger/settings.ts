import type { IDataObject, IPollFunctions } from 'n8n-workflow';

import { conversationFiltersQuery } from '../shared/conversations/conversationFilters';
import { pickABot } from '../shared/descriptions/botLocator';
import { readOptions } from '../shared/parameters';
import type { ListRequestOptions } from '../shared/transport/request';
import { invalidParameter, requireText } from '../shared/validation';
import { TRIGGER_BOT_WORD } from './description';
import type { TriggerEvent } from './events';
import { TRIGGER_EVENTS } from './events';
import { describeFilters, triggerItem } from './output';
import type { ConversationEvent } from './ownWrites';
import type { EventSource } from './pollNewestFirst';
import { aiSuggestionSource } from './sources/aiSuggestions';
import { conversationSource } from './sources/conversations';

/** What a poll needs from the trigger's parameters, read and checked before any request. */
export interface TriggerSettings {
	event: TriggerEvent;
	source: EventSource;
	/** Agent, event and filters: a cursor built for other settings is started afresh. */
	cursorQuery: string;
	/** The output item of an item the source read. */
	toOutput: (item: IDataObject) => IDataObject;
	/** What narrowed the reading, for the message of an empty Fetch Test Event. */
	describeScope: () => string;
}

export function readTriggerSettings(
	context: IPollFunctions,
	request: Omit<ListRequestOptions, 'itemIndex'>,
): TriggerSettings {
	const node = context.getNode();
	const chatbot = context.getNodeParameter('chatbot', '', { extractValue: true });
	const agentId = requireText(
		node,
		chatbot,
		TRIGGER_BOT_WORD,
		undefined,
		pickABot(TRIGGER_BOT_WORD),
	);
	const event = context.getNodeParameter('event', 'newActivity') as TriggerEvent;
	const { source, field } = TRIGGER_EVENTS[event];
	if (source === 'aiSuggestions') {
		return {
			event,
			source: aiSuggestionSource(context, agentId, request),
			cursorQuery: JSON.stringify({ agentId, event }),
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
	// 1.2 on, the workflow's own writes are left out unless Options include them; before, they all count.
	const ignoreOwnWrites = node.typeVersion >= 1.2 && !readOptions(context).flag('includeOwnWrites');
	return {
		event,
		source: conversationSource(context, {
			query: { ...filterQuery, agentId },
			event: event as ConversationEvent,
			eventField: field,
			ignoreOwnWrites,
			request,
		}),
		cursorQuery: JSON.stringify({ agentId, event, filterQuery }),
		toOutput: (conversation) => triggerItem(conversation, field, simplify),
		describeScope: () => describeFilters(filters),
	};
}
