/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test tooling: a loopback HTTP server */
/**
 * A team channel's incoming webhook (Slack's, Mattermost's...), stood in for by a loopback HTTP server: it answers
 * every request `ok`, as Slack's does, and keeps each one in the order received, its JSON body parsed.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChannelPost {
	method: string;
	path: string;
	contentType: string;
	/** The body's JSON, or its text when it is not JSON. */
	body: unknown;
}

export interface TeamChannel {
	/** The webhook's URL, for the workflow's HTTP Request node. */
	url: string;
	/** What it received, oldest first. */
	posts: ChannelPost[];
	close(): Promise<void>;
}

const PATH = '/hooks/team-channel';

export async function startTeamChannel(): Promise<TeamChannel> {
	const posts: ChannelPost[] = [];
	const server = createServer((request, response) => {
		let text = '';
		request.setEncoding('utf8');
		request.on('data', (chunk: string) => (text += chunk));
		request.on('end', () => {
			let body: unknown = text;
			try {
				body = JSON.parse(text);
			} catch {
				// kept as text
			}
			posts.push({
				method: request.method ?? '',
				path: request.url ?? '',
				contentType: request.headers['content-type'] ?? '',
				body,
			});
			response.writeHead(200, { 'content-type': 'text/plain' });
			response.end('ok');
		});
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const { port } = server.address() as AddressInfo;
	return {
		url: `http://127.0.0.1:${port}${PATH}`,
		posts,
		close: async () => await new Promise<void>((resolve) => server.close(() => resolve())),
	};
}
