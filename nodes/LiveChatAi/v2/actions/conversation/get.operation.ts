import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import {
	conversationLocator,
	readConversationId,
} from '../../../shared/descriptions/conversationLocator';
import { simplifyToggle } from '../../../shared/descriptions/simplify';
import { segment, v2Request } from '../../../shared/transport/v2Request';
import { simplifyConversationDetail } from './simplifyConversationDetail';
import { withRequestOptions } from '../../../shared/descriptions/requestOptions';

const properties: INodeProperties[] = [
	conversationLocator({ description: 'The conversation to get, with its messages' }),
	simplifyToggle,
];

export const description = updateDisplayOptions(
	{ show: { resource: ['conversation'], operation: ['get'] } },
	withRequestOptions(properties),
);

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const conversationId = readConversationId(this, itemIndex);
	const simplify = this.getNodeParameter('simplify', itemIndex, true) as boolean;
	const path = `/api/v2/conversations/${segment(conversationId)}`;
	const conversation = await v2Request.call(this, { method: 'GET', path, itemIndex });
	return simplify ? simplifyConversationDetail(conversation) : conversation;
}
