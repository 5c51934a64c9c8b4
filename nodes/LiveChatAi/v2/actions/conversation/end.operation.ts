import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import {
	conversationLocator,
	readConversationId,
} from '../../../shared/fields/conversationLocator';
import { optionsCollection, readOptions } from '../../../shared/fields/optionsCollection';
import { userIdOption } from '../../../shared/fields/userIdOption';
import type { OperationOption } from '../../../shared/operations/resource';
import { endConversation } from './endConversation';

export const resource = 'conversation';
export const key = 'end';

export const properties: INodeProperties[] = [
	conversationLocator({
		description: 'The conversation to end: it is marked resolved and closed for the visitor',
	}),
	optionsCollection([
		userIdOption(
			'ID of the human agent who ends the conversation (a user of the workspace). When empty, the human agent assigned to the conversation, else the workspace owner.',
		),
	]),
];

export const option: OperationOption = {
	name: 'End',
	action: 'Resolve a conversation and close its chat',
	description:
		'Mark a conversation resolved and close it for the visitor, e.g. once their question is fully answered or they said goodbye',
};

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const conversationId = readConversationId(this, itemIndex);
	const userId = readOptions(this, itemIndex).text('userId');
	return await endConversation.call(this, itemIndex, conversationId, userId);
}
