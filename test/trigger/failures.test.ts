/**
 * A failing poll of an activated trigger: the failure is told to n8n (a throw, with the declared `failure` its
 * poll backoff reads) when someone must act or when it lasts, at a bounded rate where n8n has no backoff; a
 * failure that clears by the next poll stays quiet (logged); no failed poll moves the cursor, and no poll waits
 * or retries.
 */
import { NodeApiError } from 'n8n-workflow';

import { REPORT_AGAIN_AFTER_MS } from '../../nodes/LiveChatAi/shared/polling/failures';
import { logLines } from '../harness/logCapture';
import {
	activatedTrigger,
	emittedIds,
	newConversations,
	newSuggestions,
	requestsTo,
	type PollEngine,
	type TriggerHarness,
} from '../harness/pollTrigger';
import { SEED, SIMULATOR_NO_API_PLAN_KEY } from '../simulator';
import { useSimulator } from '../simulator/testHelpers';

const h = useSimulator();

const agent = SEED.agents.support;
/** An API key the simulator does not know: what a revoked key is to LiveChatAI. */
const REVOKED = 'revoked-in-livechatai';
const LIST = '/api/v2/conversations';
const listRequests = () => requestsTo(h.sim, LIST).length;
const started = () => newConversations(h.sim, agent)[0];

const activated = async (engine: PollEngine = 'default', event = 'newActivity') =>
	await activatedTrigger(h.sim, { event }, engine);

/** The error a poll throws: a NodeApiError unless told (a setting refused before any request). */
async function pollError(
	harness: TriggerHarness,
	type: abstract new (...args: never[]) => Error = NodeApiError,
) {
	const error = await harness.poll().then(
		() => undefined,
		(thrown: unknown) => thrown,
	);
	expect(error).toBeInstanceOf(type);
	return error as NodeApiError;
}

function failWith(status: 429 | 500 | 502 | 503, times: number, retryAfter?: string, path = LIST) {
	h.sim.injectFault({ path, fault: { kind: 'status', status, retryAfter }, times });
}

const revokeKey = (harness: TriggerHarness) => (harness.apiKey = REVOKED);
const removeAgent = () => h.sim.store.chatbots.delete(agent);
const noApiPlan = (harness: TriggerHarness) => (harness.apiKey = SIMULATOR_NO_API_PLAN_KEY);

describe('a failure someone must act on (n8n without poll backoff: the default engine, n8n 1.x)', () => {
	it.each([
		['a revoked API key', revokeKey, '401', 'credential-invalid', 'reconnect the LiveChatAI'],
		['an agent that is gone', removeAgent, '404', 'configuration-invalid', 'Pick another agent'],
		['a plan without API access', noApiPlan, '403', 'configuration-invalid', 'Advanced or Expert'],
	])(
		'%s is reported at the first failed poll, then kept quiet an hour while every poll still tries',
		async (_, breakIt, httpCode, cause, whatToDo) => {
			const harness = await activated();
			const cursor = JSON.stringify(harness.cursor);
			breakIt(harness);
			const error = await pollError(harness);
			expect(error.httpCode).toBe(httpCode);
			expect(error.description).toContain(whatToDo);
			expect(error.failure).toEqual({ cause });
			// The key shows in nothing reported.
			const shown = JSON.stringify({ ...error, message: error.message, stack: error.stack });
			for (const key of [h.sim.apiKey, harness.apiKey ?? h.sim.apiKey]) {
				expect(shown).not.toContain(key);
			}
			for (let poll = 0; poll < 5; poll++) expect(await harness.poll()).toBeNull();
			expect(listRequests()).toBe(6);
			expect(JSON.stringify(harness.cursor)).toBe(cursor);
			// An hour later, still failing: told again.
			(harness.state.health as { reportedAt: number }).reportedAt -= REPORT_AGAIN_AFTER_MS;
			expect((await pollError(harness)).httpCode).toBe(httpCode);
			expect(await harness.poll()).toBeNull();
		},
	);

	it('a setting that became invalid after activation: reported once, then quiet while it lasts', async () => {
		const harness = await activated();
		const cursor = JSON.stringify(harness.cursor);
		harness.setParameter('filters', { assignedTo: 'human', humanAgentId: '' });
		const error = await pollError(harness, Error);
		expect(error.message).toBe("'Human Agent ID' is empty");
		expect(error.failure).toEqual({ cause: 'configuration-invalid' });
		expect(await harness.poll()).toBeNull();
		expect(listRequests()).toBe(0);
		expect(JSON.stringify(harness.cursor)).toBe(cursor);
	});

	it('the first activation fails loudly: there is no cursor to fall back on', async () => {
		h.sim.injectFault({ path: LIST, fault: { kind: 'status', status: 500, message: 'Boom' } });
		await expect(activated()).rejects.toThrow('Boom');
	});
});

describe('a failure a wait can help', () => {
	it.each<[string, 500 | 502 | 503, number, string, typeof newConversations]>([
		['newActivity', 503, 1, LIST, newConversations],
		['newActivity', 500, 2, LIST, newConversations],
		['newAiSuggestion', 502, 1, '/api/v2/ai-suggestions', newSuggestions],
	])(
		'%s, a %i on page %i: logged, no retry, the cursor kept; the next poll emits all once',
		async (event, status, page, path, create) => {
			const harness = await activated('default', event);
			const created = create(h.sim, agent, 150);
			const cursor = JSON.stringify(harness.cursor);
			let pages = 0;
			h.sim.onRequest((request) => {
				if (request.path === path && ++pages === page) failWith(status, 1, undefined, path);
			});
			logLines.length = 0;
			expect(await harness.poll()).toBeNull();
			h.sim.onRequest(null);
			expect(requestsTo(h.sim, path)).toHaveLength(page);
			expect(JSON.stringify(harness.cursor)).toBe(cursor);
			expect(logLines.some((line) => line.includes('a poll failed, not reported yet'))).toBe(true);
			expect(emittedIds(await harness.poll())).toEqual(created);
			expect(await harness.poll()).toBeNull();
		},
	);

	it('a failure that lasts over the next poll is reported, saying since when', async () => {
		const harness = await activated();
		failWith(500, 2);
		expect(await harness.poll()).toBeNull();
		const error = await pollError(harness);
		expect(error.httpCode).toBe('500');
		expect(error.description).toMatch(/failing since \d{4}-\d\d-\d\dT/);
		expect(error.failure).toEqual({ cause: 'temporarily-unavailable' });
	});

	it("a 429 is not waited out inside the poll, and no request goes out before LiveChatAI's wait", async () => {
		const harness = await activated();
		const created = started();
		failWith(429, 2, '30');
		expect(await harness.poll()).toBeNull();
		expect(listRequests()).toBe(1);
		const health = harness.state.health as { waitUntil: number };
		expect(health.waitUntil).toBeGreaterThan(Date.now() + 25_000);
		for (let poll = 0; poll < 3; poll++) expect(await harness.poll()).toBeNull();
		expect(listRequests()).toBe(1);

		// The wait is over; LiveChatAI still refuses: reported, with the wait it asked for.
		health.waitUntil = Date.now() - 1;
		const error = await pollError(harness);
		expect(error.httpCode).toBe('429');
		expect(error.failure).toEqual({ cause: 'rate-limited', retryAfterMs: 30_000 });
		expect(listRequests()).toBe(2);

		(harness.state.health as { waitUntil: number }).waitUntil = Date.now() - 1;
		expect(emittedIds(await harness.poll())).toEqual([created]);
	});
});

describe("n8n's durable scheduler (it drops the static data of a poll that throws, and has a backoff)", () => {
	const failing503 = () => failWith(503, 4);
	it.each([
		['503s: every failed poll past the first', failing503, 1, 'temporarily-unavailable'],
		['a revoked key: every poll', revokeKey, 0, 'credential-invalid'],
	])(
		'reports %s, for its backoff to space out; the cursor never moves, and what happened meanwhile comes once',
		async (_, breakIt, quiet, cause) => {
			const harness = await activated('durable');
			const cursor = JSON.stringify(harness.cursor);
			const created = started();
			breakIt(harness);
			for (let poll = 0; poll < quiet; poll++) expect(await harness.poll()).toBeNull();
			for (let poll = quiet; poll < 4; poll++) {
				expect((await pollError(harness)).failure).toEqual({ cause });
			}
			expect(JSON.stringify(harness.cursor)).toBe(cursor);
			harness.apiKey = undefined;
			expect(emittedIds(await harness.poll())).toEqual([created]);
			expect(harness.state.health).toBeUndefined();
			expect(await harness.poll()).toBeNull();
		},
	);
});
