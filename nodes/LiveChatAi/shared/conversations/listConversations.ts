import type { IDataObject } from 'n8n-workflow';

import { CONVERSATION_PAGE_SIZE } from '../serviceDecisions';
import type { Page } from '../transport/paginate';
import type { ListRequestOptions, RequestContext } from '../transport/request';
import { apiRequest } from '../transport/request';
import { conversationPage } from './conversationPage';

/** Conversations read per request where a whole list is wanted: the service's maximum, the fewest requests. */
export const CONVERSATIONS_PER_PAGE = CONVERSATION_PAGE_SIZE.max;

/**
 * One page of GET /api/v2/conversations: the one place that requests the conversations list (Get Many, the
 * trigger and the conversation picker). `query` holds agentId and the filters; sorting is the service's default
 * (newest lastMessageDate first) unless the query says otherwise.
 */
export async function listConversations(
	this: RequestContext,
	query: IDataObject,
	page: number,
	options: ListRequestOptions & { perPage?: number } = {},
): Promise<Page<IDataObject>> {
	const { perPage = CONVERSATIONS_PER_PAGE, ...request } = options;
	const qs = { ...query, page, perPage };
	const body = await apiRequest.call(this, {
		method: 'GET',
		path: '/api/v2/conversations',
		qs,
		...request,
	});
	return conversationPage(this.getNode(), body, request.itemIndex);
}
