import type { Fault } from '../simulator';
import { SEED, startSimulator } from '../simulator';
import { useSimulator } from '../simulator/testHelpers';
import { logLines } from '../harness/logCapture';
import { everythingIn, probe } from './probe';

const h = useSimulator();

const listPath = '/api/aibot/list';
const errorsSeen: unknown[] = [];

async function failWith(fault: Fault, request: Parameters<typeof probe>[1] = { mode: 'items' }) {
	h.sim.injectFault({ path: request.path ?? listPath, fault });
	const { error } = await probe(h.sim, request);
	expect(error).toBeDefined();
	errorsSeen.push(error);
	return error as unknown as {
		message: string;
		description?: string;
		httpCode?: string;
		name: string;
	};
}

describe('each fault gives a clear error, never a crash', () => {
	it('malformed JSON', async () => {
		const error = await failWith({ kind: 'malformedJson' });
		expect(error.message).toBe('LiveChatAI sent a malformed JSON response');
		expect(error.description).toContain('HTTP 200');
		expect(error.name).toBe('NodeApiError');
	});

	it('an HTML error page', async () => {
		const error = await failWith({ kind: 'html', status: 502 });
		expect(error.message).toBe('LiveChatAI answered with an HTML page instead of JSON');
		expect(error.httpCode).toBe('502');
	});

	it('an empty body', async () => {
		const error = await failWith({ kind: 'empty' });
		expect(error.message).toBe('LiveChatAI sent an empty response');
	});

	it('a connection cut mid-body', async () => {
		const error = await failWith({ kind: 'cutMidBody' });
		expect(error.message).toBe(
			'The connection to LiveChatAI was cut before the response was complete',
		);
		expect(error.description).toContain(h.sim.url);
	});

	it('a connection cut mid-stream', async () => {
		const error = await failWith(
			{ kind: 'cutMidStream' },
			{
				mode: 'stream',
				method: 'POST',
				path: '/api/aibot/reply',
				body: { question: 'Hi', chatbotId: SEED.chatbots.support, streaming: true },
			},
		);
		expect(error.message).toBe(
			'The connection to LiveChatAI was cut before the response was complete',
		);
	});

	it('a 500 with the service error envelope keeps the status and the service message', async () => {
		const error = await failWith({ kind: 'status', status: 500, message: 'Database unavailable' });
		expect(error.message).toBe('Database unavailable');
		expect(error.httpCode).toBe('500');
		expect(error.name).toBe('NodeApiError');
	});

	it('added latency still answers', async () => {
		h.sim.injectFault({ path: listPath, fault: { kind: 'latency', ms: 300 } });
		const { error, items } = await probe(h.sim, { mode: 'items' });
		expect(error).toBeUndefined();
		expect(items).toHaveLength(SEED.agents.mainCount);
	});

	it('a refused connection says so and names the Base URL', async () => {
		const closed = await startSimulator();
		const url = closed.url;
		await closed.close();
		const { error } = await probe(h.sim, { mode: 'items' }, { baseUrl: url });
		errorsSeen.push(error);
		expect(error?.message).toBe('Could not connect to LiveChatAI');
		expect(error?.description).toContain(url);
	});

	it('a wrong key is a 401 with the service message', async () => {
		const { error } = await probe(
			h.sim,
			{ mode: 'items' },
			{ apiKey: 'lcai_wrong_key_for_the_test' },
		);
		errorsSeen.push(error);
		expect(error?.message).toBe('Unauthorized access');
		expect((error as { httpCode?: string }).httpCode).toBe('401');
		expect(h.sim.requests[0].headers.authorization).toBe('Bearer lcai_wrong_key_for_the_test');
	});
});

describe('the API key never leaks', () => {
	it('appears in no error, cause or log line of the runs above', () => {
		expect(errorsSeen.length).toBeGreaterThanOrEqual(8);
		for (const error of errorsSeen) {
			expect(everythingIn(error)).not.toContain(h.sim.apiKey);
			expect(everythingIn(error)).not.toContain('lcai_wrong_key_for_the_test');
		}
		expect(logLines.length).toBeGreaterThan(0);
		expect(logLines.join('\n')).not.toContain(h.sim.apiKey);
	});
});
