import type { IDataObject, IPollFunctions } from 'n8n-workflow';

import { conversationList } from '../../shared/conversations/conversationList';
import { readListPage } from '../../shared/transport/paginator';
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
	request: Omit<ListRequestOptions, 'itemIndex'>,
): EventSource {
	const list = conversationList({ ...query, sort: 'desc' }, request);
	return {
		open() {
			let page = 0;
			return {
				async next() {
					page += 1;
					const { items, totalPages } = await readListPage.call(context, list, page);
					const done = items.length < list.pageSize.max || page >= (totalPages ?? Infinity);
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
