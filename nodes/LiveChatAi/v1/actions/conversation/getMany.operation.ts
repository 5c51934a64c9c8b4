import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { collectPages } from '../../../shared/transport/paginate';
import {
	CONVERSATIONS_PER_PAGE,
	listConversations,
} from '../../../shared/conversations/listConversations';
import { simplifyConversation } from '../../../shared/conversations/simplifyConversation';
import { simplifyToggle } from '../../../shared/descriptions/simplify';
import { invalidParameter } from '../../../shared/validation';
import { chatbotId, chatbotLocator } from '../../../shared/descriptions/botLocator';
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
	simplifyToggle,
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
		invalidParameter(this.getNode(), displayName, itemIndex, problem, fix),
	);
	const simplify = this.getNodeParameter('simplify', itemIndex, true) as boolean;

	const conversations = await collectPages(
		async (page, perPage) =>
			await listConversations.call(this, { ...query, agentId }, page, perPage, itemIndex),
		{ limit, maxPerPage: CONVERSATIONS_PER_PAGE },
	);
	return simplify ? conversations.map(simplifyConversation) : conversations;
}
