/**
 * A failing poll of an activated trigger: the failure is told to n8n (a throw, with the declared `failure` its
 * poll backoff reads) when someone must act or when it lasts, at a bounded rate where n8n has no backoff; a
 * blip that clears by the next poll stays quiet; no failed poll moves the cursor, and no poll waits or retries.
 */
import { NodeApiError } from 'n8n-workflow';

import { SEED, SIMULATOR_NO_API_PLAN_KEY } from '../simulator';
import { useSimulator } from '../simulator/testHelpers';
import { byId } from '../harness/liveChatAi';
import type { PollEngine } from '../harness/pollTrigger';
import { emittedIds, TriggerHarness } from '../harness/pollTrigger';
import { REPORT_AGAIN_AFTER_MS } from '../../nodes/LiveChatAi/trigger/pollFailures';

const h = useSimulator();

const agent = SEED.agents.support;
/** An API key the simulator does not know: what a revoked key is to LiveChatAI. */
const REVOKED = 'revoked-in-livechatai';
const LIST = '/api/v2/conversations';
const listRequests = () => h.sim.requests.filter((request) => request.path === LIST).length;
const ids = emittedIds;

async function activated(engine: PollEngine = 'default') {
	return await TriggerHarness.activated(
		h.sim,
		{ chatbot: byId(agent), event: 'newActivity' },
		engine,
	);
}

function newConversation() {
	h.sim.clock.advance(1000);
	return h.sim.addActivity({ agentId: agent, kind: 'visitor' }).id;
}

async function pollError(harness: TriggerHarness): Promise<NodeApiError> {
	const error = await harness.poll().then(
		() => undefined,
		(thrown: unknown) => thrown,
	);
	expect(error).toBeInstanceOf(NodeApiError);
	return error as NodeApiError;
}

function failWith(status: 429 | 500 | 503, times: number, retryAfter?: string) {
	h.sim.injectFault({ path: LIST, fault: { kind: 'status', status, retryAfter }, times });
}

describe('a revoked API key on n8n without poll backoff (default engine, n8n 1.x)', () => {
	it('is reported at the first failed poll, then kept quiet an hour while every poll still tries', async () => {
		const harness = await activated();
		const cursor = JSON.stringify(harness.cursor);
		harness.apiKey = REVOKED;

		const error = await pollError(harness);
		expect(error.httpCode).toBe('401');
		expect(error.description).toContain('reconnect the LiveChatAI credential');
		expect(error.failure).toEqual({ cause: 'credential-invalid' });
		for (let poll = 0; poll < 5; poll++) expect(await harness.poll()).toBeNull();
		expect(listRequests()).toBe(6);
		expect(JSON.stringify(harness.cursor)).toBe(cursor);

		// An hour later, still failing: told again.
		const health = harness.state.health as { reportedAt: number };
		health.reportedAt -= REPORT_AGAIN_AFTER_MS;
		expect((await pollError(harness)).httpCode).toBe('401');
		expect(await harness.poll()).toBeNull();
	});

	it('works again at the first poll after the key is restored, and emits what happened meanwhile once', async () => {
		const harness = await activated();
		harness.apiKey = REVOKED;
		await pollError(harness);
		const created = newConversation();
		expect(await harness.poll()).toBeNull();
		harness.apiKey = undefined;
		expect(ids(await harness.poll())).toEqual([created]);
		expect(harness.state.health).toBeUndefined();
		expect(await harness.poll()).toBeNull();
	});

	it('never shows the API key in what it reports or logs', async () => {
		const harness = await activated();
		harness.apiKey = REVOKED;
		const error = await pollError(harness);
		const shown = JSON.stringify({ ...error, message: error.message, stack: error.stack });
		expect(shown).not.toContain(REVOKED);
		expect(shown).not.toContain(h.sim.apiKey);
	});
});

describe('a failure someone must act on', () => {
	it('an agent that is gone: reported at once, saying to pick another agent', async () => {
		const harness = await activated();
		h.sim.store.chatbots.delete(agent);
		const error = await pollError(harness);
		expect(error.httpCode).toBe('404');
		expect(error.description).toContain('Pick another agent');
		expect(error.failure).toEqual({ cause: 'configuration-invalid' });
	});

	it('a plan without API access: reported at once, naming the plan', async () => {
		const harness = await activated();
		harness.apiKey = SIMULATOR_NO_API_PLAN_KEY;
		const error = await pollError(harness);
		expect(error.httpCode).toBe('403');
		expect(error.description).toContain('Advanced or Expert plan');
		expect(error.failure).toEqual({ cause: 'configuration-invalid' });
	});
	it('a setting that became invalid after activation: reported once, then quiet while it lasts', async () => {
		const harness = await activated();
		const cursor = JSON.stringify(harness.cursor);
		harness.setParameter('filters', { assignedTo: 'human', humanAgentId: '' });
		const error = await harness.poll().then(
			() => undefined,
			(thrown: Error & { failure?: unknown }) => thrown,
		);
		expect(error?.message).toBe("'Human Agent ID' is empty");
		expect(error?.failure).toEqual({ cause: 'configuration-invalid' });
		expect(await harness.poll()).toBeNull();
		expect(listRequests()).toBe(0);
		expect(JSON.stringify(harness.cursor)).toBe(cursor);
	});
});

describe('a failure a wait can help', () => {
	it('a blip (one 503) is quiet: one request, no wait, the cursor kept, the next poll emits once', async () => {
		const harness = await activated();
		const created = newConversation();
		const cursor = JSON.stringify(harness.cursor);
		failWith(503, 1);
		expect(await harness.poll()).toBeNull();
		expect(listRequests()).toBe(1);
		expect(JSON.stringify(harness.cursor)).toBe(cursor);
		expect(ids(await harness.poll())).toEqual([created]);
		expect(await harness.poll()).toBeNull();
	});

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
		const created = newConversation();
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
		expect(ids(await harness.poll())).toEqual([created]);
	});
});

describe("n8n's durable scheduler (static data of a poll that throws is dropped)", () => {
	it('reports every failed poll past the first blip, for its backoff to space out; the cursor never moves', async () => {
		const harness = await activated('durable');
		const cursor = JSON.stringify(harness.cursor);
		failWith(503, 4);
		expect(await harness.poll()).toBeNull();
		for (let poll = 0; poll < 3; poll++) {
			expect((await pollError(harness)).failure).toEqual({ cause: 'temporarily-unavailable' });
		}
		expect(JSON.stringify(harness.cursor)).toBe(cursor);
		const created = newConversation();
		expect(ids(await harness.poll())).toEqual([created]);
	});

	it('a revoked key is reported at each poll n8n runs (its backoff waits 30 minutes between them)', async () => {
		const harness = await activated('durable');
		harness.apiKey = REVOKED;
		for (let poll = 0; poll < 2; poll++) {
			expect((await pollError(harness)).failure).toEqual({ cause: 'credential-invalid' });
		}
	});
});
