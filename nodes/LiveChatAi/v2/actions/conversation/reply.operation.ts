import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import {
	conversationLocator,
	readConversationId,
} from '../../../shared/fields/conversationLocator';
import { userIdOption } from '../../../shared/fields/userIdOption';
import { optionsCollection, readOptions } from '../../../shared/fields/optionsCollection';
import { withoutN8nTag } from '../../../shared/conversations/sentByN8n';
import { isRecord } from '../../../shared/transport/json';
import { segment, v2Request } from '../../../shared/transport';
import {
	addsLoopProtectionMark,
	loopProtectionMarkOption,
	strippedMarkNotice,
} from './loopProtection';
import { messageTypeOption, readMessage, readMessageType } from './messageFields';
import type { OperationOption } from '../../../shared/operations/resource';

export const resource = 'conversation';
export const key = 'reply';

export const properties: INodeProperties[] = [
	conversationLocator({ description: 'The conversation to reply in' }),
	{
		displayName: 'Message',
		name: 'message',
		type: 'string',
		typeOptions: { rows: 2 },
		required: true,
		default: '',
		placeholder: 'e.g. Hi, I am Sam from support. Let me check that for you.',
		description: 'What the human agent says, or the URL of an image (Message Type Image)',
	},
	optionsCollection([
		loopProtectionMarkOption,
		messageTypeOption,
		userIdOption(
			'ID of the human agent who replies (a user of the workspace). When empty, the reply is sent as the workspace owner.',
		),
	]),
];

export const option: OperationOption = {
	name: 'Reply as Human Agent',
	action: 'Reply to the visitor as a human agent',
	description: 'Write a message in a conversation as a human agent: the visitor sees it at once',
};

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const conversationId = readConversationId(this, itemIndex);
	const options = readOptions(this, itemIndex);
	const messageType = readMessageType(options) ?? 'TEXT';
	const message = readMessage(
		this,
		itemIndex,
		{ name: 'message', displayName: 'Message' },
		messageType,
		addsLoopProtectionMark(options),
	);
	const userId = options.text('userId');
	const body = { message, messageType, ...(userId ? { userId } : {}) };
	const path = `/api/v2/conversations/${segment(conversationId)}/reply`;
	const reply = await v2Request.call(this, { method: 'POST', path, body, itemIndex });
	// The reply's text as the user wrote it, without the mark the node added; and whether LiveChatAI kept it.
	if (isRecord(reply.message) && typeof reply.message.text === 'string') {
		const stored = reply.message.text;
		reply.message = { ...reply.message, text: withoutN8nTag(stored) };
		return { ...reply, ...strippedMarkNotice(this, message, stored) };
	}
	return reply;
}
