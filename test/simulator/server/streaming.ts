/**
 * Streamed answers (`streaming: true`) in the configured framing: sse (`data:` events, then `[DONE]`), ndjson
 * and jsonl (a JSON value a line), json (the unstreamed body in pieces), text (the bare answer, ids in
 * headers; for scrape, a link a line). The pieces of an answer carry a few words each.
 */
import type { StreamFraming } from '../control/settings';
import type { StreamReply } from './reply';

const WORDS_PER_PIECE = 3;

/** Splits text into pieces of a few words; joining them gives the text back. */
export function wordPieces(text: string, wordsPerPiece = WORDS_PER_PIECE): string[] {
	const tokens = text.match(/\S+\s*/g) ?? [];
	const pieces: string[] = [];
	for (let i = 0; i < tokens.length; i += wordsPerPiece)
		pieces.push(tokens.slice(i, i + wordsPerPiece).join(''));
	return pieces;
}

/** Cuts a string into `count` pieces of about equal length. */
export function splitEvenly(text: string, count: number): string[] {
	const size = Math.max(1, Math.ceil(text.length / count));
	const out: string[] = [];
	for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
	return out;
}

const stream = (contentType: string, chunks: string[], headers?: Record<string, string>) =>
	({ kind: 'stream', contentType, headers, chunks }) as StreamReply;

/** The json framing: one document cut in five pieces. */
const jsonStream = (document: unknown) =>
	stream('application/json', splitEvenly(JSON.stringify(document), 5));

function framed(framing: Exclude<StreamFraming, 'json' | 'text'>, values: unknown[]): StreamReply {
	if (framing === 'sse') {
		const events = values.map((v) => `data: ${JSON.stringify(v)}\n\n`);
		return stream('text/event-stream', [...events, 'data: [DONE]\n\n'], {
			'Cache-Control': 'no-cache',
		});
	}
	const type = framing === 'ndjson' ? 'application/x-ndjson' : 'application/jsonl';
	return stream(
		type,
		values.map((v) => `${JSON.stringify(v)}\n`),
	);
}

/** A streamed answer: its text in pieces, each carrying `pieceFields`; `last` (if any) follows the pieces. */
export interface AnswerStream {
	answer: string;
	/** Fields every text piece carries beside `text` (the chat or conversation id). */
	pieceFields: Record<string, string>;
	/** What the json framing sends, cut in pieces: the non-streamed body. */
	document: unknown;
	/** Ids the text framing carries in headers, since its body is the bare answer. */
	textHeaders: Record<string, string>;
	/** A closing value of the sse/ndjson/jsonl framings (before `[DONE]`). */
	last?: unknown;
}

export function answerStream(framing: StreamFraming, answer: AnswerStream): StreamReply {
	const pieces = wordPieces(answer.answer);
	if (framing === 'json') return jsonStream(answer.document);
	if (framing === 'text') return stream('text/plain; charset=utf-8', pieces, answer.textHeaders);
	const values: unknown[] = pieces.map((text) => ({ ...answer.pieceFields, text }));
	if (answer.last !== undefined) values.push(answer.last);
	return framed(framing, values);
}

/**
 * The legacy reply: pieces `{chatId, messageId, text}`; json = `{chatId, answer, messageId}`; text: `X-Chat-Id`,
 * `X-Message-Id`. `closingAnswer` (the form): a closing `{done: true, chatId, answer, messageId}` follows the pieces.
 */
export function replyStream(
	framing: StreamFraming,
	reply: { chatId: string; answer: string; messageId: string },
	closingAnswer = false,
): StreamReply {
	return answerStream(framing, {
		answer: reply.answer,
		pieceFields: { chatId: reply.chatId, messageId: reply.messageId },
		document: reply,
		textHeaders: { 'X-Chat-Id': reply.chatId, 'X-Message-Id': reply.messageId },
		last: closingAnswer ? { done: true, ...reply } : undefined,
	});
}

/** Joins consecutive chunks by `size`, so that long link lists are written in few writes. */
function grouped(reply: StreamReply, size: number): StreamReply {
	const chunks: string[] = [];
	for (let i = 0; i < reply.chunks.length; i += size)
		chunks.push(reply.chunks.slice(i, i + size).join(''));
	return { ...reply, chunks };
}

/** Scrape streams carry up to LINKS_PER_WRITE pieces per network write. */
export const LINKS_PER_WRITE = 10;

export function scrapeStream(framing: StreamFraming, links: string[]): StreamReply {
	if (framing === 'json') return jsonStream({ links, total: links.length });
	const reply =
		framing === 'text'
			? stream(
					'text/plain; charset=utf-8',
					links.map((l) => `${l}\n`),
				)
			: framed(
					framing,
					links.map((link) => ({ link })),
				);
	return grouped(reply, LINKS_PER_WRITE);
}
