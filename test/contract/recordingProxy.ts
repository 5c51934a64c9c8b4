/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test tooling, never shipped: the recording proxy is a Node.js HTTP server (node:http) */
/**
 * A recording proxy in front of the simulator, for the contract test: the node is pointed at it (its credential's
 * Base URL), it passes every request on unchanged and keeps each request with the answer it got. The simulator's
 * own log (`sim.requests`) keeps no answers, and the contract checks both sides of one exchange: what the node
 * sent and what it was answered (so the simulator cannot drop a field the node reads).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Exchange {
	method: string;
	path: string;
	query: Record<string, string | string[]>;
	/** The JSON body sent, or undefined (none, or not JSON). */
	body: unknown;
	status: number;
	/** The JSON answer, or undefined (not JSON, e.g. a stream). */
	answer: unknown;
}

export interface RecordingProxy {
	url: string;
	exchanges: Exchange[];
	close(): Promise<void>;
}

function parseJson(text: string): unknown {
	try {
		return text === '' ? undefined : JSON.parse(text);
	} catch {
		return undefined;
	}
}

function queryOf(url: URL): Record<string, string | string[]> {
	const query: Record<string, string | string[]> = {};
	for (const key of new Set(url.searchParams.keys())) {
		const all = url.searchParams.getAll(key);
		query[key] = all.length === 1 ? all[0] : all;
	}
	return query;
}

const readAll = async (stream: NodeJS.ReadableStream) => {
	const chunks: Buffer[] = [];
	for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
	return Buffer.concat(chunks);
};

/** Starts a proxy on a free loopback port that forwards to `target` (the simulator's URL). */
export async function startRecordingProxy(target: string): Promise<RecordingProxy> {
	const exchanges: Exchange[] = [];
	const server = http.createServer((req, res) => {
		void (async () => {
			const sent = await readAll(req);
			const url = new URL(req.url ?? '/', target);
			const forwarded = http.request(url, { method: req.method, headers: req.headers });
			forwarded.on('response', (answer) => {
				res.writeHead(answer.statusCode ?? 502, answer.headers);
				const chunks: Buffer[] = [];
				answer.on('data', (chunk: Buffer) => {
					chunks.push(chunk);
					res.write(chunk);
				});
				answer.on('end', () => {
					exchanges.push({
						method: req.method ?? 'GET',
						path: url.pathname,
						query: queryOf(url),
						body: parseJson(sent.toString('utf8')),
						status: answer.statusCode ?? 0,
						answer: parseJson(Buffer.concat(chunks).toString('utf8')),
					});
					res.end();
				});
			});
			forwarded.on('error', () => res.destroy());
			forwarded.end(sent);
		})();
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const { port } = server.address() as AddressInfo;
	return {
		url: `http://127.0.0.1:${port}`,
		exchanges,
		close: async () =>
			await new Promise<void>((resolve) => {
				server.closeAllConnections();
				server.close(() => resolve());
			}),
	};
}
