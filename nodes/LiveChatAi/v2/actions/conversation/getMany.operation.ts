import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { botId, botLocator } from '../../../shared/descriptions/botLocator';
import {
	conversationListProperties,
	readConversations,
} from '../../../shared/conversations/readConversations';
import { withRequestOptions } from '../../../shared/descriptions/requestOptions';

const properties: INodeProperties[] = [
	botLocator('Agent', { description: 'The agent whose conversations to get' }),
	...conversationListProperties('Agent'),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['conversation'], operation: ['getMany'] } },
	withRequestOptions(properties),
);

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	return await readConversations.call(this, itemIndex, botId(this, itemIndex, 'Agent'));
}
