import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { CONVERSATION_PAGE_SIZE } from '../../../shared/serviceDecisions';
import { collectPages } from '../../../shared/transport/paginate';
import { apiRequest } from '../../../shared/transport/request';
import { conversationPage } from '../../../shared/conversations/conversationPage';
import { simplifyConversation } from '../../../shared/conversations/simplifyConversation';
import { invalidParameter } from '../../../shared/validation';
import { chatbotId, chatbotLocator } from '../../../shared/descriptions/chatbotLocator';
import { readLimit, returnAllOrLimit } from '../../../shared/descriptions/returnAllOrLimit';
import {
	conversationFilters,
	conversationFiltersQuery,
} from '../../../shared/conversations/conversationFilters';

const properties: INodeProperties[] = [
	chatbotLocator({
		description: 'The chatbot whose conversations to get',
	}),
	...returnAllOrLimit(),
	conversationFilters(),
	{
		displayName: 'Simplify',
		name: 'simplify',
		type: 'boolean',
		default: true,
		description: 'Whether to return a simplified version of the response instead of the raw data',
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['conversation'], operation: ['getMany'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const agentId = chatbotId(this, itemIndex);
	const limit = readLimit(this, itemIndex);
	const filters = this.getNodeParameter('filters', itemIndex, {}) as IDataObject;
	const query = conversationFiltersQuery(filters, this.getTimezone(), (displayName, problem, fix) =>
		invalidParameter(this, displayName, itemIndex, problem, fix),
	);
	const simplify = this.getNodeParameter('simplify', itemIndex, true) as boolean;

	const conversations = await collectPages(
		async (page, perPage) => {
			const qs = { ...query, agentId, page, perPage };
			const body = await apiRequest.call(this, {
				method: 'GET',
				path: '/api/v2/conversations',
				qs,
				itemIndex,
			});
			return conversationPage(this.getNode(), body, itemIndex);
		},
		{ limit, maxPerPage: CONVERSATION_PAGE_SIZE.max },
	);
	return simplify ? conversations.map(simplifyConversation) : conversations;
}
