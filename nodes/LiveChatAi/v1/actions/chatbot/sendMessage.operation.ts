import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import {
	CHAT_ID_FIELDS,
	CHAT_ID_HEADER,
	MESSAGE_ID_FIELDS,
	MESSAGE_ID_HEADER,
} from '../../../shared/serviceDecisions';
import { isRecord, responseToJson } from '../../../shared/transport/listItems';
import type { StreamResponse } from '../../../shared/transport/request';
import { apiRequest, apiStreamRequest } from '../../../shared/transport/request';
import { requiredString, readOptions } from '../../../shared/parameters';
import { additionalBodyFields } from '../../../shared/legacy/additionalParameters';
import { withAdditionalBody } from '../../../shared/legacy/legacyRequest';
import { chatbotId, chatbotLocator } from '../../../shared/descriptions/botLocator';
import { optionsCollection } from '../../../shared/descriptions/optionsCollection';

const properties: INodeProperties[] = [
	chatbotLocator({ description: 'The chatbot that answers' }),
	{
		displayName: 'Message',
		name: 'question',
		type: 'string',
		typeOptions: { rows: 2 },
		required: true,
		default: '',
		placeholder: 'e.g. What are your opening hours?',
		description: 'The question to send to the chatbot',
	},
	optionsCollection([
		{
			displayName: 'Chat ID',
			name: 'chatId',
			type: 'string',
			default: '',
			description: 'ID of an existing chat session to continue; leave empty to start a new one',
		},
		{
			displayName: 'Stream Response',
			name: 'streaming',
			type: 'boolean',
			default: false,
			description:
				'Whether LiveChatAI streams the reply. The node still outputs one item with the whole answer, and forwards the pieces to a streaming caller (e.g. a chat trigger) as they arrive.',
		},
		{
			displayName: 'Include Raw Chunks',
			name: 'includeChunks',
			type: 'boolean',
			default: false,
			description: 'Whether to add the raw streamed chunks to the output (with Stream Response on)',
		},
	]),
	additionalBodyFields,
];

export const description = updateDisplayOptions(
	{ show: { resource: ['chatbot'], operation: ['sendMessage'] } },
	properties,
);

/** The first non-empty string under one of `fields` in the streamed values, else the header's value. */
function streamedId(result: StreamResponse, fields: string[], header: string): string | undefined {
	for (const value of result.values) {
		if (!isRecord(value)) continue;
		const field = fields.find((name) => typeof value[name] === 'string' && value[name] !== '');
		if (field) return value[field] as string;
	}
	const fromHeader = result.headers[header];
	return typeof fromHeader === 'string' && fromHeader !== '' ? fromHeader : undefined;
}

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const options = readOptions(this, itemIndex);
	const givenChatId = options.text('chatId');
	const body = withAdditionalBody(this, itemIndex, {
		question: requiredString(this, 'question', 'Message', itemIndex),
		chatbotId: chatbotId(this, itemIndex),
		...(givenChatId ? { chatId: givenChatId } : {}),
	});
	const request = { method: 'POST' as const, path: '/api/aibot/reply', body, itemIndex };
	if (!options.flag('streaming')) return responseToJson(await apiRequest.call(this, request));

	// Where n8n streams this workflow's output to its caller, pass the reply on piece by piece, in order.
	const forward = typeof this.isStreaming === 'function' && this.isStreaming();
	let forwarded = Promise.resolve();
	const send = (...chunk: Parameters<IExecuteFunctions['sendChunk']>) => {
		if (forward) forwarded = forwarded.then(async () => await this.sendChunk(...chunk));
	};
	send('begin', itemIndex);
	let result: StreamResponse | undefined;
	try {
		result = await apiStreamRequest.call(
			this,
			{ ...request, body: { ...body, streaming: true } },
			(piece) => send('item', itemIndex, piece),
		);
	} finally {
		// The caller learns how the stream ended; a failure itself still fails the item below.
		send(result ? 'end' : 'error', itemIndex);
		await forwarded;
	}
	// Like the answer without streaming, the item names its chat and its message.
	return {
		answer: result.text,
		chatId: streamedId(result, CHAT_ID_FIELDS, CHAT_ID_HEADER) ?? givenChatId ?? null,
		messageId: streamedId(result, MESSAGE_ID_FIELDS, MESSAGE_ID_HEADER) ?? null,
		...(options.flag('includeChunks') ? { chunks: result.chunks } : {}),
	};
}
