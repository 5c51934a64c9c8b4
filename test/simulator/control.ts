/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test tooling, never shipped: the simulator is a Node.js HTTP server (node:http, timers), not node code run by n8n */
/**
 * HTTP control API under /__sim (no auth, never logged, no faults; JSON in and out; errors use the
 * same envelope as the API):
 *   GET    /__sim/requests              -> the request log (bare array, arrival order)
 *   DELETE /__sim/requests              -> {status:'success'}
 *   GET    /__sim/faults                -> the fault rules, each with `remaining` (null = unlimited)
 *   POST   /__sim/faults                -> body: a FaultRule; {status:'success', faults:<count>}
 *   DELETE /__sim/faults                -> {status:'success'}
 *   POST   /__sim/list-shape            -> body {shape}; {status:'success', shape}
 *   POST   /__sim/stream-framing        -> body {framing}; {status:'success', framing}
 *   POST   /__sim/activity              -> body {conversationId?, agentId?, kind, at?: ISO}; the conversation
 *   POST   /__sim/suggestions           -> body {agentId, createdAt?: ISO, chatId?, userMessage?, aiMessage?,
 *                                          evaluationTag?, potentialGap?, suggestedImprovement?}; the suggestion
 *   GET    /__sim/typing/:conversationId -> {visible, userId}
 *   GET    /__sim/clock                 -> {now}
 *   POST   /__sim/clock/advance         -> body {ms}; {now}
 *   POST   /__sim/clock/set             -> body {now: ISO}; {now}
 *   POST   /__sim/keys/revoke           -> body {key}: every API request with that key answers 401 (as an
 *                                          unknown key) until restored or reset; {status:'success', key, revoked:true}
 *   POST   /__sim/keys/restore          -> body {key}; {status:'success', key, revoked:false}
 *   POST   /__sim/reset                 -> {status:'success'} (also restores every revoked key)
 *   GET    /__sim/state                 -> summary: now, settings, counts, ids
 *   GET    /__sim/store/:collection     -> every record of a store collection (chatbots, dataSources, chats,
 *                                          contacts, conversations, messages, functionCalls, csat, views,
 *                                          suggestions, users)
 *   GET    /__sim/store/:collection/:id -> one record (404 when absent)
 */
import type { ServerResponse } from 'node:http';
import type { Settings } from './context';
import { HttpError, notFound, validationError } from './errors';
import type { FaultRegistry } from './faults';
import { sendError, sendJson } from './responder';
import { matchRoute } from './router';
import type { IncomingApiRequest } from './server';
import type { Simulator } from './simulator';
import {
	LIST_SHAPES,
	STREAM_FRAMINGS,
	type FaultRule,
	type ListShape,
	type StreamFraming,
} from './types';
import { bodyObject } from './validation';
import { parseActivity, parseSuggestion } from './controlInputs';

type ControlHandler = (req: IncomingApiRequest, params: Record<string, string>) => unknown;

const COLLECTIONS = [
	'chatbots',
	'dataSources',
	'chats',
	'contacts',
	'conversations',
	'messages',
	'functionCalls',
	'csat',
	'views',
	'suggestions',
	'users',
] as const;
type Collection = (typeof COLLECTIONS)[number];

function collection(sim: Simulator, name: string): Map<string, unknown> {
	if (!(COLLECTIONS as readonly string[]).includes(name)) throw notFound(`Collection ${name}`);
	return sim.store[name as Collection] as Map<string, unknown>;
}

function keyOf(body: unknown): string {
	const key = bodyObject(body).key;
	if (typeof key !== 'string' || key === '')
		throw validationError('key must be a non-empty string');
	return key;
}

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
			chatbots: s.chatbots.size,
			dataSources: s.dataSources.size,
			chats: s.chats.size,
			contacts: s.contacts.size,
			conversations: s.conversations.size,
			views: s.views.size,
			suggestions: s.suggestions.size,
			activeSuggestions: [...s.suggestions.values()].filter((x) => x.status === 'active').length,
		},
		conversationsPerAgent: perAgent,
		ids: {
			chatbots: [...s.chatbots.keys()],
			dataSources: [...s.dataSources.keys()],
			chats: [...s.chats.keys()],
			views: [...s.views.keys()],
			suggestions: [...s.suggestions.keys()],
		},
	};
}

export function createControlHandler(
	sim: Simulator,
	internals: { faults: FaultRegistry; settings: Settings },
) {
	const ok = { status: 'success' };
	const routes: Array<{ method: string; pattern: string; handler: ControlHandler }> = [
		{ method: 'GET', pattern: '/__sim/requests', handler: () => sim.requests },
		{ method: 'DELETE', pattern: '/__sim/requests', handler: () => (sim.clearRequests(), ok) },
		{ method: 'GET', pattern: '/__sim/faults', handler: () => internals.faults.describe() },
		{
			method: 'POST',
			pattern: '/__sim/faults',
			handler: (req) => {
				sim.injectFault(req.body as FaultRule);
				return { ...ok, faults: internals.faults.size };
			},
		},
		{ method: 'DELETE', pattern: '/__sim/faults', handler: () => (sim.clearFaults(), ok) },
		{
			method: 'POST',
			pattern: '/__sim/list-shape',
			handler: (req) => {
				const shape = bodyObject(req.body).shape as ListShape;
				if (!LIST_SHAPES.includes(shape))
					throw validationError(`shape must be one of ${LIST_SHAPES.join(', ')}`);
				sim.setListShape(shape);
				return { ...ok, shape };
			},
		},
		{
			method: 'POST',
			pattern: '/__sim/stream-framing',
			handler: (req) => {
				const framing = bodyObject(req.body).framing as StreamFraming;
				if (!STREAM_FRAMINGS.includes(framing))
					throw validationError(`framing must be one of ${STREAM_FRAMINGS.join(', ')}`);
				sim.setStreamFraming(framing);
				return { ...ok, framing };
			},
		},
		{
			method: 'POST',
			pattern: '/__sim/activity',
			handler: (req) => sim.addActivity(parseActivity(bodyObject(req.body))),
		},
		{
			method: 'POST',
			pattern: '/__sim/suggestions',
			handler: (req) => sim.addSuggestion(parseSuggestion(bodyObject(req.body))),
		},
		{
			method: 'GET',
			pattern: '/__sim/typing/:conversationId',
			handler: (_req, p) => sim.typingState(p.conversationId),
		},
		{
			method: 'GET',
			pattern: '/__sim/clock',
			handler: () => ({ now: sim.clock.now().toISOString() }),
		},
		{
			method: 'POST',
			pattern: '/__sim/clock/advance',
			handler: (req) => {
				const ms = bodyObject(req.body).ms;
				if (typeof ms !== 'number' || !Number.isFinite(ms))
					throw validationError('ms must be a number');
				sim.clock.advance(ms);
				return { now: sim.clock.now().toISOString() };
			},
		},
		{
			method: 'POST',
			pattern: '/__sim/clock/set',
			handler: (req) => {
				const at = new Date(String(bodyObject(req.body).now));
				if (Number.isNaN(at.getTime())) throw validationError('now must be an ISO 8601 date');
				sim.clock.set(at);
				return { now: sim.clock.now().toISOString() };
			},
		},
		{
			method: 'POST',
			pattern: '/__sim/keys/revoke',
			handler: (req) => {
				const key = keyOf(req.body);
				sim.revokeKey(key);
				return { ...ok, key, revoked: true };
			},
		},
		{
			method: 'POST',
			pattern: '/__sim/keys/restore',
			handler: (req) => {
				const key = keyOf(req.body);
				sim.restoreKey(key);
				return { ...ok, key, revoked: false };
			},
		},
		{ method: 'POST', pattern: '/__sim/reset', handler: () => (sim.reset(), ok) },
		{
			method: 'GET',
			pattern: '/__sim/state',
			handler: () => summary(sim, internals.settings, internals.faults),
		},
		{
			method: 'GET',
			pattern: '/__sim/store/:collection',
			handler: (_req, p) => [...collection(sim, p.collection).values()],
		},
		{
			method: 'GET',
			pattern: '/__sim/store/:collection/:id',
			handler: (_req, p) => {
				const record = collection(sim, p.collection).get(p.id);
				if (record === undefined) throw notFound(`Record ${p.id}`);
				return record;
			},
		},
	];

	return async (req: IncomingApiRequest, res: ServerResponse): Promise<void> => {
		try {
			const match = matchRoute(routes, req.method, req.path);
			if (match.kind === 'notFound')
				throw new HttpError(404, 'not_found', `Control route ${req.method} ${req.path} not found`);
			if (match.kind === 'methodNotAllowed') {
				throw new HttpError(
					405,
					'method_not_allowed',
					`Method ${req.method} not allowed on ${req.path}`,
					{ Allow: match.allow.join(', ') },
				);
			}
			if (req.invalidJson)
				throw new HttpError(400, 'invalid_json', 'Request body is not valid JSON');
			sendJson(res, 200, match.route.handler(req, match.params));
		} catch (error) {
			if (error instanceof HttpError) sendError(res, error);
			else sendError(res, new HttpError(400, 'validation_error', (error as Error).message));
		}
	};
}
