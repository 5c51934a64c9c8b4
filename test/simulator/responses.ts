/** What a route handler returns: a JSON document, or a stream written in chunks. */
import type { ListShape } from './types';

export interface JsonReply {
	kind: 'json';
	status: number;
	body: unknown;
	headers?: Record<string, string>;
}

export interface StreamReply {
	kind: 'stream';
	contentType: string;
	headers?: Record<string, string>;
	chunks: string[];
}

export type Reply = JsonReply | StreamReply;

export const json = (body: unknown, status = 200, headers?: Record<string, string>): JsonReply => ({
	kind: 'json',
	status,
	body,
	headers,
});

/**
 * A legacy list in the configured shape:
 * bare `[..]`; data `{data:[..]}`; dataItems `{data:{items:[..]}}`; items `{items:[..]}`;
 * onlyArrayField `{status:'success', <name>:[..], total:N}`.
 */
export function listBody(shape: ListShape, name: string, list: unknown[]): unknown {
	switch (shape) {
		case 'bare':
			return list;
		case 'data':
			return { data: list };
		case 'dataItems':
			return { data: { items: list } };
		case 'items':
			return { items: list };
		case 'onlyArrayField':
			return { status: 'success', [name]: list, total: list.length };
	}
}
