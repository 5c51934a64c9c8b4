import type { IDataObject } from 'n8n-workflow';

import {
	SSE_DONE_MARKER,
	STREAM_CLOSING_FIELD,
	STREAM_FRAMING_BY_CONTENT_TYPE,
	STREAM_TEXT_FIELDS,
} from '../serviceDecisions';

export type StreamFraming =
	| (typeof STREAM_FRAMING_BY_CONTENT_TYPE)[keyof typeof STREAM_FRAMING_BY_CONTENT_TYPE]
	| 'text';

export interface StreamResult {
	framing: StreamFraming;
	/** The text pieces joined: the whole answer. */
	text: string;
	/** Every JSON value the stream carried, in order (for json framing, the one document). */
	values: unknown[];
	/** The raw chunks as they arrived. */
	chunks: string[];
}

/** Thrown when the body is not what its framing promises; the transport turns it into a NodeApiError. */
export class StreamFormatError extends Error {}

export function framingOf(contentType: string | undefined): StreamFraming {
	const mediaType = (contentType ?? '').split(';')[0].trim().toLowerCase();
	return (STREAM_FRAMING_BY_CONTENT_TYPE as Record<string, StreamFraming>)[mediaType] ?? 'text';
}

/**
 * What a streamed value says: [decision] a value in the v2 success envelope (`{status, data: {...}}`, the json
 * framing of a v2 answer) is read by its `data`, as a v2 response is; any other value as it is.
 */
export function payloadOf(value: unknown): unknown {
	if (typeof value !== 'object' || value === null) return value;
	const { status, data } = value as IDataObject;
	return typeof status === 'string' &&
		typeof data === 'object' &&
		data !== null &&
		!Array.isArray(data)
		? data
		: value;
}

/** The answer text a streamed value carries: a string itself, or its first text field. */
export function textOf(streamed: unknown): string {
	const value = payloadOf(streamed);
	if (typeof value === 'string') return value;
	if (typeof value !== 'object' || value === null) return '';
	const record = value as IDataObject;
	const field = STREAM_TEXT_FIELDS.find((name) => typeof record[name] === 'string');
	return field === undefined ? '' : (record[field] as string);
}

/** Whether a streamed value is the closing event (STREAM_CLOSING_FIELD), in the v2 envelope or not. */
function isClosing(streamed: unknown): boolean {
	return [streamed, payloadOf(streamed)].some(
		(value) =>
			typeof value === 'object' &&
			value !== null &&
			(value as IDataObject)[STREAM_CLOSING_FIELD] === true,
	);
}

function parseJson(text: string, what: string): unknown {
	let parsed: { value: unknown } | undefined;
	try {
		parsed = { value: JSON.parse(text) };
	} catch {
		parsed = undefined;
	}
	// Reported as StreamFormatError: the transport, which knows the node, turns it into a NodeApiError.
	if (!parsed)
		throw new StreamFormatError(
			`LiveChatAI sent ${what} that is not valid JSON: ${text.slice(0, 80)}`,
		);
	return parsed.value;
}

/** Splits complete lines off a buffer, keeping the unfinished tail for the next chunk. */
function takeLines(buffer: string): [string[], string] {
	const lines = buffer.split(/\r?\n/);
	const tail = lines.pop() ?? '';
	return [lines, tail];
}

/**
 * Reads a streamed body to its end, decoding by framing, and reports each text piece as it arrives
 * (so the node can forward it to a streaming caller). A connection cut mid-stream rejects.
 */
export async function readStream(
	body: AsyncIterable<Buffer | string>,
	contentType: string | undefined,
	onText?: (piece: string) => void,
): Promise<StreamResult> {
	const framing = framingOf(contentType);
	const result: StreamResult = { framing, text: '', values: [], chunks: [] };
	const decoder = new TextDecoder();
	let pending = '';
	let sseData: string[] = [];
	let done = false;

	const emitValue = (value: unknown) => {
		result.values.push(value);
		const piece = textOf(value);
		if (piece === '') return;
		// A closing event (STREAM_CLOSING_FIELD) as long as the pieces joined, or longer, is the whole answer: it
		// stands in for them, and the caller gets what it adds to them. A shorter one is a last piece.
		const whole = isClosing(value) && piece.length >= result.text.length;
		const added = !whole
			? piece
			: piece.startsWith(result.text)
				? piece.slice(result.text.length)
				: '';
		result.text = whole ? piece : result.text + piece;
		if (added !== '') onText?.(added);
	};
	const flushSseEvent = () => {
		if (sseData.length === 0) return;
		const data = sseData.join('\n');
		sseData = [];
		if (data.trim() === SSE_DONE_MARKER) {
			done = true;
			return;
		}
		emitValue(
			data.trim().startsWith('{') || data.trim().startsWith('[')
				? parseJson(data, 'an event')
				: data,
		);
	};
	const handleLine = (line: string) => {
		if (framing === 'jsonLines') {
			if (line.trim() !== '') emitValue(parseJson(line, 'a line'));
			return;
		}
		// SSE: data lines accumulate into one event, a blank line ends it; comments and other fields are skipped.
		if (line === '') flushSseEvent();
		else if (line.startsWith('data:')) sseData.push(line.slice(5).replace(/^ /, ''));
	};

	for await (const raw of body) {
		const chunk = typeof raw === 'string' ? raw : decoder.decode(raw, { stream: true });
		result.chunks.push(chunk);
		if (done) continue;
		if (framing === 'text') {
			result.text += chunk;
			if (chunk !== '') onText?.(chunk);
			continue;
		}
		pending += chunk;
		if (framing === 'json') continue;
		const [lines, tail] = takeLines(pending);
		pending = tail;
		for (const line of lines) {
			if (!done) handleLine(line);
		}
	}
	pending += decoder.decode();

	if (framing === 'json') {
		if (pending.trim() === '')
			throw new StreamFormatError('LiveChatAI ended the stream without a JSON document');
		emitValue(parseJson(pending, 'a document'));
	} else if (framing !== 'text' && !done) {
		if (pending !== '') handleLine(pending);
		if (framing === 'sse') flushSseEvent();
	}
	return result;
}
