import type {
	IDataObject,
	IExecuteFunctions,
	INodeProperties,
	INodePropertyOptions,
} from 'n8n-workflow';

import { contactIdField } from '../../../shared/contacts/contactIdField';
import { conversationLocator } from '../../../shared/fields/conversationLocator';
import { optionsCollection, readOptions } from '../../../shared/fields/optionsCollection';
import {
	includeChunksOption,
	questionField,
	readStreamOptions,
	streamResponseOption,
} from '../../../shared/fields/sendMessageFields';
import { V2_ANSWER_LINKS_FIELD, V2_STREAM_ID_HEADERS } from '../../../shared/serviceDecisions';
import type { StreamResponse } from '../../../shared/transport';
import { streamAnswer, streamedId, streamedList, v2Request } from '../../../shared/transport';
import { addsLoopProtectionMark, loopProtectionMarkOption } from './loopProtection';
import { messageTypeOption, readMessage, readMessageType } from './messageFields';
import type { OperationOption } from '../../../shared/operations/resource';
import { bot } from '../bot';

export const resource = 'conversation';
export const key = 'sendMessage';

const channelOption: INodeProperties = {
	displayName: 'Channel',
	name: 'integrationType',
	type: 'options',
	default: 'WHATSAPP',
	description: 'The channel a new conversation is recorded under',
	options: [
		{ name: 'Slack', value: 'SLACK' },
		{ name: 'WhatsApp', value: 'WHATSAPP' },
	],
};

const responseFormatOption: INodeProperties = {
	displayName: 'Response Format',
	name: 'responseFormat',
	type: 'options',
	default: 'MARKDOWN',
	description: 'How the answer is written',
	options: [
		{ name: 'Markdown', value: 'MARKDOWN' },
		{ name: 'Plain Text', value: 'PLAIN' },
	],
};

export const properties: INodeProperties[] = [
	bot.locator({ description: 'The agent that answers' }),
	questionField('The question to send to the agent, or the URL of an image (Message Type Image)'),
	optionsCollection([
		loopProtectionMarkOption,
		channelOption,
		contactIdField(
			'ID of an existing contact to tie a new conversation to (e.g. from Contact > Create or Update); without it, LiveChatAI may create a new contact',
			{ required: false },
		),
		conversationLocator({
			required: false,
			description:
				'A conversation of the agent to continue; leave empty to start a new one (with a new contact unless Contact ID is given)',
		}),
		{
			displayName: 'Country',
			name: 'country',
			type: 'string',
			default: '',
			placeholder: 'e.g. US',
			description: 'Country of the visitor, kept on the new contact',
		},
		includeChunksOption,
		{
			displayName: 'IP Address',
			name: 'ip',
			type: 'string',
			default: '',
			placeholder: 'e.g. 203.0.113.7',
			description: 'IP address of the visitor, kept on the new contact',
		},
		messageTypeOption,
		responseFormatOption,
		streamResponseOption,
	]),
];

export const option: OperationOption = {
	name: 'Send Message',
	action: 'Send a message to an AI agent and get its answer',
	description:
		'Ask an agent a question and get its answer, both written to a new or ongoing conversation',
};

/** The streamed answer as one item with the fields of the answer without streaming. */
function streamedOutput(
	result: StreamResponse,
	sent: { conversationId: string; contactId: string },
): IDataObject {
	const id = (field: keyof typeof V2_STREAM_ID_HEADERS) =>
		streamedId(result, [field], V2_STREAM_ID_HEADERS[field]) ?? null;
	return {
		conversationId: id('conversationId') ?? (sent.conversationId || null),
		contactId: id('contactId') ?? (sent.contactId || null),
		response: result.text,
		messageId: id('messageId'),
		responseMessageId: id('responseMessageId'),
		links: (streamedList(result, V2_ANSWER_LINKS_FIELD) ?? []) as IDataObject[],
	};
}

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const agentId = bot.id(this, itemIndex);
	const options = readOptions(this, itemIndex);
	const messageType = readMessageType(options);
	const { streaming, includeChunks } = readStreamOptions(options);
	const question = readMessage(
		this,
		itemIndex,
		{ name: 'question', displayName: 'Message' },
		messageType,
		addsLoopProtectionMark(options),
	);
	const conversationId = options.locator('conversationId');
	const body: IDataObject = { question, agentId };
	if (conversationId) body.conversationId = conversationId;
	if (messageType) body.messageType = messageType;
	for (const name of ['contactId', 'ip', 'country']) {
		const value = options.text(name);
		if (value) body[name] = value;
	}
	for (const { name, displayName, options: offered } of [channelOption, responseFormatOption]) {
		const value = options.option(name, displayName, offered as INodePropertyOptions[]);
		if (value) body[name] = value;
	}
	const request = { method: 'POST' as const, path: '/api/v2/conversations', body, itemIndex };
	if (!streaming) return await v2Request.call(this, request);

	const streamed = { ...request, body: { ...body, streaming: true } };
	const result = await streamAnswer.call(this, streamed, itemIndex);
	return {
		...streamedOutput(result, { conversationId, contactId: options.text('contactId') ?? '' }),
		...(includeChunks ? { chunks: result.chunks } : {}),
	};
}
