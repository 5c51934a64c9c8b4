import type { IDataObject, IPollFunctions } from 'n8n-workflow';

import {
	CONVERSATIONS_PER_PAGE,
	listConversations,
} from '../../shared/conversations/listConversations';
import type { ListRequestOptions } from '../../shared/transport/request';
import { instantKey } from '../instant';
import type { EventSource } from '../pollNewestFirst';

/**
 * The conversations of an agent, newest lastMessageDate first, page by page: a conversation with a new event
 * (a message, or its creation) moves to the top, so every new event sits above the last poll's mark.
 */
export function conversationSource(
	context: IPollFunctions,
	query: IDataObject,
	eventField: string,
	request: ListRequestOptions,
): EventSource {
	return {
		open() {
			let page = 0;
			return {
				async next() {
					page += 1;
					const { items, totalPages } = await listConversations.call(
						context,
						{ ...query, sort: 'desc' },
						page,
						request,
					);
					const done = items.length < CONVERSATIONS_PER_PAGE || page >= (totalPages ?? Infinity);
					return { items, done };
				},
			};
		},
		read(conversation) {
			// A conversation without messages sits in the list by its creation.
			const last = instantKey(conversation.lastMessageDate) ?? instantKey(conversation.createdAt);
			if (conversation.id === undefined || conversation.id === null || !last) return undefined;
			return {
				id: String(conversation.id),
				last,
				eventAt: instantKey(conversation[eventField]),
				item: conversation,
			};
		},
	};
}
