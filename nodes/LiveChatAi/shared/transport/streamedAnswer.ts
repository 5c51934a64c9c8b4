import type { IExecuteFunctions } from 'n8n-workflow';

import { isRecord } from './json';
import type { ApiRequestOptions, StreamResponse } from './request';
import { apiStreamRequest } from './request';
import { payloadOf } from './stream';

// A streamed answer of Send Message, in every node version: the request read as a stream, its text passed on to
// a streaming caller piece by piece, and the ids the stream carries read back for the one output item.

/**
 * Sends `request` (whose body asks for streaming) and reads the answer to its end. Where n8n streams this
 * workflow's output to its caller (e.g. a Chat Trigger), each piece is passed on as it arrives, in order, and the
 * caller learns how the stream ended; a failure still fails the item.
 */
export async function streamAnswer(
	this: IExecuteFunctions,
	request: ApiRequestOptions,
	itemIndex: number,
): Promise<StreamResponse> {
	const forward = typeof this.isStreaming === 'function' && this.isStreaming();
	let forwarded = Promise.resolve();
	const send = (...chunk: Parameters<IExecuteFunctions['sendChunk']>) => {
		if (forward) forwarded = forwarded.then(async () => await this.sendChunk(...chunk));
	};
	send('begin', itemIndex);
	let result: StreamResponse | undefined;
	try {
		result = await apiStreamRequest.call(this, request, (piece) => send('item', itemIndex, piece));
	} finally {
		send(result ? 'end' : 'error', itemIndex);
		await forwarded;
	}
	return result;
}

/** The first non-empty string under one of `fields` in the streamed values, else the header's value. */
export function streamedId(
	result: StreamResponse,
	fields: readonly string[],
	header: string,
): string | undefined {
	for (const value of result.values.map(payloadOf)) {
		if (!isRecord(value)) continue;
		const field = fields.find((name) => typeof value[name] === 'string' && value[name] !== '');
		if (field) return value[field] as string;
	}
	const fromHeader = result.headers[header];
	return typeof fromHeader === 'string' && fromHeader !== '' ? fromHeader : undefined;
}

/** The first list under `field` in the streamed values, or undefined when none carries one. */
export function streamedList(result: StreamResponse, field: string): unknown[] | undefined {
	for (const value of result.values.map(payloadOf)) {
		if (isRecord(value) && Array.isArray(value[field])) return value[field] as unknown[];
	}
	return undefined;
}
