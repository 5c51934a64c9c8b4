import type { IDataObject, INode } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

import { isRecord } from '../transport/listItems';
import type { Page } from '../transport/paginate';

/** One page of GET /api/v2/conversations: `{status, data: {conversations, meta: {totalPages}}}`. */
export function conversationPage(
	node: INode,
	body: unknown,
	itemIndex?: number,
): Page<IDataObject> {
	const data = isRecord(body) && isRecord(body.data) ? body.data : undefined;
	if (!data || !Array.isArray(data.conversations)) {
		throw new NodeApiError(
			node,
			{},
			{
				message: 'LiveChatAI sent a conversation list without data.conversations',
				description: 'The response of GET /api/v2/conversations did not have the documented shape.',
				itemIndex,
			},
		);
	}
	const meta = isRecord(data.meta) ? data.meta : {};
	return {
		items: data.conversations.filter(isRecord),
		totalPages: typeof meta.totalPages === 'number' ? meta.totalPages : undefined,
	};
}
