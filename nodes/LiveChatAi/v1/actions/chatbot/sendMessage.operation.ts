import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import {
	CHAT_ID_FIELDS,
	CHAT_ID_HEADER,
	MESSAGE_ID_FIELDS,
	MESSAGE_ID_HEADER,
} from '../../../shared/serviceDecisions';
import { responseToJson } from '../../../shared/transport/json';
import { apiRequest, streamAnswer, streamedId } from '../../../shared/transport';
import { withAdditionalBody } from '../../../shared/legacy/legacyRequest';
import { requiredString } from '../../../shared/fields/readParameters';
import { readOptions, optionsCollection } from '../../../shared/fields/optionsCollection';
import { additionalBodyFields } from '../../../shared/legacy/additionalParameters';

import {
	includeChunksOption,
	questionField,
	readStreamOptions,
	streamResponseOption,
} from '../../../shared/fields/sendMessageFields';
import type { OperationOption } from '../../../shared/operations/resource';
import { legacyDescription } from '../../../shared/legacy/legacyDescription';
import { bot } from '../bot';

export const resource = 'chatbot';
export const key = 'sendMessage';

export const properties: INodeProperties[] = [
	bot.locator({ description: 'The chatbot that answers' }),
	questionField('The question to send to the chatbot'),
	optionsCollection([
		{
			displayName: 'Chat ID',
			name: 'chatId',
			type: 'string',
			default: '',
			description: 'ID of an existing chat session to continue; leave empty to start a new one',
		},
		streamResponseOption,
		includeChunksOption,
	]),
	additionalBodyFields,
];

export const option: OperationOption = {
	name: 'Send Message',
	action: 'Send a message to a chatbot',
	description: legacyDescription('Send a question to a chatbot and get its reply'),
};

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const options = readOptions(this, itemIndex);
	const givenChatId = options.text('chatId');
	const { streaming, includeChunks } = readStreamOptions(options);
	const body = withAdditionalBody(this, itemIndex, {
		question: requiredString(this, 'question', 'Message', itemIndex),
		chatbotId: bot.id(this, itemIndex),
		...(givenChatId ? { chatId: givenChatId } : {}),
	});
	const request = { method: 'POST' as const, path: '/api/aibot/reply', body, itemIndex };
	if (!streaming) return responseToJson(await apiRequest.call(this, request));

	const streamed = { ...request, body: { ...body, streaming: true } };
	const result = await streamAnswer.call(this, streamed, itemIndex);
	// Like the answer without streaming, the item names its chat and its message.
	return {
		answer: result.text,
		chatId: streamedId(result, CHAT_ID_FIELDS, CHAT_ID_HEADER) ?? givenChatId ?? null,
		messageId: streamedId(result, MESSAGE_ID_FIELDS, MESSAGE_ID_HEADER) ?? null,
		...(includeChunks ? { chunks: result.chunks } : {}),
	};
}
