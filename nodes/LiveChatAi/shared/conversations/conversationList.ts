import type { IDataObject } from 'n8n-workflow';

import { V2_MAX_PAGE_SIZE } from '../serviceDecisions';
import type { ListRequestOptions } from '../transport';
import type { ListSpec } from '../lists/readList';

/**
 * [doc] GET /api/v2/conversations for the shared paginator: `data.conversations`, `meta` paging, `perPage` (read
 * whole at the largest page, the fewest requests). The one place that names the conversations list (Get Many,
 * the trigger and the conversation picker): `query` holds agentId and the filters; sorting is the service's
 * default (newest lastMessageDate first) unless the query says otherwise.
 */
export function conversationList(
	query: IDataObject,
	request?: Omit<ListRequestOptions, 'itemIndex'>,
): ListSpec {
	return {
		path: '/api/v2/conversations',
		query,
		pageSize: { name: 'perPage', max: V2_MAX_PAGE_SIZE },
		items: ['data', 'conversations'],
		request,
	};
}
