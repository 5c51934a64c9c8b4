/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test tooling, never shipped: the simulator is a Node.js HTTP server (node:http, timers), not node code run by n8n */
/**
 * The control API under /__sim, for a tester driving a real n8n (`npm run simulator`): no key, never logged,
 * never faulted; errors in the API's envelope. Its routes are the table below.
 */
import type { ServerResponse } from 'node:http';
import { HttpError, notFound, validationError } from '../server/errors';
import { sendError, sendJson } from '../server/reply';
import { matchRoute } from '../server/router';
import type { IncomingApiRequest } from '../server/server';
import { bodyObject } from '../server/validation';
import type { Simulator } from '../simulator';
import type { Store } from '../state/store';
import type { FaultRegistry, FaultRule } from './faults';
import { parseAssignee, parseContact, parseLabels, parseScore, parseView } from './deskInputs';
import { parseActivity, parseSuggestion } from './inputs';
import type { Settings } from './settings';

type ControlHandler = (req: IncomingApiRequest, params: Record<string, string>) => unknown;

const COLLECTIONS =
	'chatbots dataSources chats contacts conversations messages functionCalls csat views suggestions users';
const COUNTED = 'chatbots dataSources chats contacts conversations views suggestions';
const LISTED = 'chatbots dataSources chats views suggestions';
/** The desk's changes of a conversation that take no body: the route's last segment, the `sim.desk` method. */
const CHANGES_WITHOUT_BODY = {
	'request-human': 'requestHuman',
	join: 'join',
	resolve: 'resolve',
	reopen: 'reopen',
} as const;
/** The store's collections by name. */
const maps = (store: Store) => store as unknown as Record<string, Map<string, unknown>>;

function collection(sim: Simulator, name: string): Map<string, unknown> {
	if (!COLLECTIONS.split(' ').includes(name)) throw notFound(`Collection ${name}`);
	return maps(sim.store)[name];
}

/** Each named collection of the store, mapped by `value`. */
const each = (store: Store, names: string, value: (map: Map<string, unknown>) => unknown) =>
	Object.fromEntries(names.split(' ').map((name) => [name, value(maps(store)[name])]));

function summary(sim: Simulator, settings: Settings, faults: FaultRegistry) {
	const s = sim.store;
	const perAgent: Record<string, number> = {};
	for (const c of s.conversations.values()) perAgent[c.agentId] = (perAgent[c.agentId] ?? 0) + 1;
	return {
		now: sim.clock.now().toISOString(),
		settings: { ...settings },
		faults: faults.describe(),
		requests: sim.requests.length,
		counts: {
			...each(s, COUNTED, (map) => map.size),
			activeSuggestions: [...s.suggestions.values()].filter((x) => x.status === 'active').length,
		},
		conversationsPerAgent: perAgent,
		ids: each(s, LISTED, (map) => [...map.keys()]),
	};
}

export function createControlHandler(
	sim: Simulator,
	internals: { faults: FaultRegistry; settings: Settings },
) {
	const ok = { status: 'success' };
	const now = () => ({ now: sim.clock.now().toISOString() });
	const body = (req: IncomingApiRequest) => bodyObject(req.body);
	/** Sets a setting from one body field (the simulator checks it) and answers it. */
	const setting =
		<T>(field: string, set: (value: T) => void): ControlHandler =>
		(req) => {
			const value = body(req)[field];
			set(value as T);
			return { ...ok, [field]: value };
		};
	const keyRoute =
		(revoked: boolean): ControlHandler =>
		(req) => {
			const key = body(req).key;
			if (typeof key !== 'string' || key === '')
				throw validationError('key must be a non-empty string');
			if (revoked) sim.revokeKey(key);
			else sim.restoreKey(key);
			return { ...ok, key, revoked };
		};
	const table: Array<[string, ControlHandler]> = [
		['GET /__sim/requests', () => sim.requests],
		['DELETE /__sim/requests', () => (sim.clearRequests(), ok)],
		['GET /__sim/faults', () => internals.faults.describe()],
		[
			'POST /__sim/faults',
			(req) => (sim.injectFault(req.body as FaultRule), { ...ok, faults: internals.faults.size }),
		],
		['DELETE /__sim/faults', () => (sim.clearFaults(), ok)],
		['POST /__sim/list-shape', setting('shape', sim.setListShape)],
		['POST /__sim/stream-framing', setting('framing', sim.setStreamFraming)],
		[
			'POST /__sim/message-reporting',
			(req) => (
				sim.setMessageReporting(body(req)),
				{ ...ok, messages: internals.settings.messages }
			),
		],
		['POST /__sim/invisible-characters', setting('mode', sim.setInvisibleCharacters)],
		[
			'POST /__sim/forms',
			(req) => (sim.setForms(body(req)), { ...ok, forms: internals.settings.forms }),
		],
		['POST /__sim/activity', (req) => sim.addActivity(parseActivity(body(req)))],
		['POST /__sim/suggestions', (req) => sim.addSuggestion(parseSuggestion(body(req)))],
		['GET /__sim/typing/:conversationId', (_req, p) => sim.typingState(p.conversationId)],
		// The support desk's changes (control/desk.ts): each answers the conversation as the list shows it.
		...Object.entries(CHANGES_WITHOUT_BODY).map(([name, method]): [string, ControlHandler] => [
			`POST /__sim/conversations/:conversationId/${name}`,
			(_req, p) => sim.desk[method](p.conversationId),
		]),
		[
			'POST /__sim/conversations/:conversationId/assign',
			(req, p) => sim.desk.assign(p.conversationId, parseAssignee(body(req))),
		],
		[
			'POST /__sim/conversations/:conversationId/labels',
			(req, p) => sim.desk.label(p.conversationId, parseLabels(body(req))),
		],
		['POST /__sim/contacts', (req) => sim.desk.addContact(parseContact(body(req)))],
		['POST /__sim/csat', (req) => sim.desk.addScore(parseScore(body(req)))],
		['POST /__sim/views', (req) => sim.desk.addView(parseView(body(req)))],
		['POST /__sim/desk-behaviour', (req) => ({ ...ok, desk: sim.desk.setBehaviour(body(req)) })],
		['GET /__sim/clock', now],
		[
			'POST /__sim/clock/advance',
			(req) => {
				const ms = body(req).ms;
				if (typeof ms !== 'number' || !Number.isFinite(ms))
					throw validationError('ms must be a number');
				return (sim.clock.advance(ms), now());
			},
		],
		[
			'POST /__sim/clock/set',
			(req) => {
				const at = new Date(String(body(req).now));
				if (Number.isNaN(at.getTime())) throw validationError('now must be an ISO 8601 date');
				return (sim.clock.set(at), now());
			},
		],
		['POST /__sim/keys/revoke', keyRoute(true)],
		['POST /__sim/keys/restore', keyRoute(false)],
		['POST /__sim/reset', () => (sim.reset(), ok)],
		['GET /__sim/state', () => summary(sim, internals.settings, internals.faults)],
		['GET /__sim/store/:collection', (_req, p) => [...collection(sim, p.collection).values()]],
		[
			'GET /__sim/store/:collection/:id',
			(_req, p) => {
				const record = collection(sim, p.collection).get(p.id);
				if (record === undefined) throw notFound(`Record ${p.id}`);
				return record;
			},
		],
	];
	const routes = table.map(([route, handler]) => {
		const [method, pattern] = route.split(' ');
		return { method, pattern, handler };
	});

	return async (req: IncomingApiRequest, res: ServerResponse): Promise<void> => {
		try {
			const match = matchRoute(routes, req, 'Control route');
			sendJson(res, 200, match.route.handler(req, match.params));
		} catch (error) {
			if (error instanceof HttpError) sendError(res, error);
			else sendError(res, new HttpError(400, 'validation_error', (error as Error).message));
		}
	};
}
