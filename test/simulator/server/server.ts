/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test tooling, never shipped: the simulator is a Node.js HTTP server (node:http, timers), not node code run by n8n */
/**
 * The HTTP server. An API request is read, logged, authenticated (401, 403), refused when over 5 MB (413),
 * faulted, routed (404, 405, invalid JSON) and answered, or faulted after its route ran; `/__sim/*` goes to the
 * control API instead.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Clock } from '../control/clock';
import { replacesReply, type FaultRegistry } from '../control/faults';
import type { Settings } from '../control/settings';
import { pick } from '../routes/serialize';
import { showDueHumanRequests } from '../state/deskChanges';
import type { UserRecord } from '../state/records';
import type { Store } from '../state/store';
import type { Route } from './context';
import { HttpError } from './errors';
import { setServerDate, writeWebPage } from './formedReplies';
import { sendError, sleep, writeFault, writeReply } from './reply';
import type { RequestLog, LoggedRequest } from './requestLog';
import { matchRoute } from './router';
import type { Query } from './validation';

export const MAX_BODY_BYTES = 5 * 1024 * 1024;

export interface IncomingApiRequest {
	method: string;
	path: string;
	query: Query;
	rawBody: string;
	/** JSON.parse result; undefined when the body is empty. */
	body: unknown;
	/** True when the body is present and not valid JSON. */
	invalidJson: boolean;
}

export interface ServerDeps {
	store: Store;
	clock: Clock;
	settings: Settings;
	log: RequestLog;
	faults: FaultRegistry;
	routes: readonly Route[];
	/** Handles `/__sim/*`. */
	control: (req: IncomingApiRequest, res: ServerResponse) => Promise<void>;
}

export interface RunningServer {
	port: number;
	close(): Promise<void>;
}

/** The body as text, at most MAX_BODY_BYTES of it kept (the scripted model reads its bodies with it too). */
export function readBody(req: IncomingMessage): Promise<{ raw: string; tooLarge: boolean }> {
	return new Promise((resolve, reject) => {
		const chunks: Buffer[] = [];
		let size = 0;
		req.on('data', (chunk: Buffer) => {
			size += chunk.length;
			if (size <= MAX_BODY_BYTES) chunks.push(chunk);
		});
		req.on('end', () =>
			resolve({
				raw: size > MAX_BODY_BYTES ? '' : Buffer.concat(chunks).toString('utf8'),
				tooLarge: size > MAX_BODY_BYTES,
			}),
		);
		req.on('error', reject);
	});
}

function parseQuery(url: URL): Query {
	const query: Query = {};
	for (const key of new Set(url.searchParams.keys())) {
		const all = url.searchParams.getAll(key);
		query[key] = all.length === 1 ? all[0] : all;
	}
	return query;
}

function parseJson(raw: string): { body: unknown; invalidJson: boolean } {
	if (raw.trim() === '') return { body: undefined, invalidJson: false };
	try {
		return { body: JSON.parse(raw), invalidJson: false };
	} catch {
		return { body: undefined, invalidJson: true };
	}
}

const unauthorized = () => new HttpError(401, 'unauthorized', 'Unauthorized access');

/** 401 for a missing, unknown or revoked key; 403 for a valid key whose plan has no API access. */
function authenticate(store: Store, header: string | undefined): UserRecord {
	const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
	const user = match ? store.userForKey(match[1]) : undefined;
	if (!user) throw unauthorized();
	if (store.workspaces.get(user.workspaceId)?.plan === 'starter') {
		throw new HttpError(
			403,
			'forbidden',
			'This API key lacks permission: the API requires an Advanced or Expert plan',
		);
	}
	return user;
}

async function handleApi(
	deps: ServerDeps,
	req: IncomingMessage,
	res: ServerResponse,
	incoming: IncomingApiRequest,
	tooLarge: boolean,
) {
	const entry: LoggedRequest = {
		...pick(incoming, 'method path query'),
		headers: { ...req.headers },
		...pick(incoming, 'rawBody body'),
		at: new Date().toISOString(),
	};
	// When and how it was answered, for tests that time what a client did after an answer (Retry-After).
	res.once('close', () => {
		entry.status = res.statusCode;
		entry.answeredAt = new Date().toISOString();
	});
	deps.log.record(entry);
	const { forms } = deps.settings;
	setServerDate(res, forms);
	if (writeWebPage(res, forms)) return;
	const user = authenticate(deps.store, req.headers.authorization);
	if (tooLarge) throw new HttpError(413, 'payload_too_large', 'Request body must not exceed 5 MB');

	const rule = deps.faults.take(incoming.method, incoming.path);
	const fault = rule?.fault;
	if (fault && replacesReply(fault) && rule?.afterRoute !== true) {
		writeFault(res, fault, forms);
		return;
	}
	if (fault?.kind === 'latency') await sleep(fault.ms);

	const { route, params } = matchRoute(deps.routes, incoming, 'Route');
	const { store, clock, settings } = deps;
	// A request for a human whose delay has passed shows from this request on, whatever the route.
	showDueHumanRequests(store, clock.now().getTime(), settings.desk);
	const { query, body } = incoming;
	const reply = await route.handler({ store, clock, settings, user, params, query, body });
	// An `afterRoute` fault: the route's writes are made, its answer lost.
	if (fault && replacesReply(fault)) {
		writeFault(res, fault, forms);
		return;
	}
	await writeReply(res, reply, forms, fault?.kind === 'cutMidStream');
}

async function handle(deps: ServerDeps, req: IncomingMessage, res: ServerResponse): Promise<void> {
	try {
		const { raw, tooLarge } = await readBody(req);
		const url = new URL(req.url ?? '/', 'http://127.0.0.1');
		const { body, invalidJson } = parseJson(raw);
		const incoming: IncomingApiRequest = {
			method: (req.method ?? 'GET').toUpperCase(),
			path: url.pathname,
			query: parseQuery(url),
			rawBody: raw,
			body,
			invalidJson,
		};
		if (incoming.path === '/__sim' || incoming.path.startsWith('/__sim/')) {
			await deps.control(incoming, res);
			return;
		}
		await handleApi(deps, req, res, incoming, tooLarge);
	} catch (error) {
		const message = `Simulator error: ${(error as Error)?.message ?? String(error)}`;
		sendError(
			res,
			error instanceof HttpError ? error : new HttpError(500, 'internal_error', message),
		);
	}
}

export function startServer(deps: ServerDeps, port: number): Promise<RunningServer> {
	const sockets = new Set<Socket>();
	const server = createServer((req, res) => {
		void handle(deps, req, res);
	});
	server.on('connection', (socket) => {
		sockets.add(socket);
		socket.on('close', () => sockets.delete(socket));
	});
	return new Promise((resolve, reject) => {
		server.once('error', reject);
		server.listen(port, '127.0.0.1', () => {
			server.off('error', reject);
			const address = server.address();
			const actualPort = typeof address === 'object' && address ? address.port : port;
			resolve({
				port: actualPort,
				close: () =>
					new Promise<void>((done) => {
						server.close(() => done());
						for (const socket of sockets) socket.destroy();
						server.closeAllConnections();
					}),
			});
		});
	});
}
