/**
 * Several input items at once, in n8n's real engine against the simulator over HTTP: a sliding window of
 * requests (Options > Concurrent Requests; without it a window from 20 that grows with clean answers), the output in input order with each item paired, Continue
 * On Fail per item, the first failing item stopping the run otherwise, one shared backoff after a 429, and the
 * optional pause between requests.
 */
import type { INodeParameters } from 'n8n-workflow';
import { SEED, v2AnswerFor } from '../../simulator';
import { useSimulator } from '../../simulator/testHelpers';
import { answered, peakInFlight } from '../../harness/inFlight';
import { byId, runLiveChatAi } from '../../harness/liveChatAi';
import { REQUEST_CONCURRENCY } from '../../../nodes/LiveChatAi/shared/serviceDecisions';
import { sentByThisN8n } from '../../harness/sentByN8n';

const h = useSimulator();

const agent = SEED.agents.support;
const QA = '/api/v2/data-sources/qa';

const pairs = (count: number) =>
	Array.from({ length: count }, (_, index) => ({ question: `Q${index}?`, answer: `A${index}.` }));

function addQa(options: INodeParameters = {}): INodeParameters {
	return {
		resource: 'dataSource',
		operation: 'addQa',
		agent: byId(agent),
		question: '={{ $json.question }}',
		answer: '={{ $json.answer }}',
		options,
	};
}

describe('the window', () => {
	beforeEach(() => h.sim.injectFault({ path: QA, fault: { kind: 'latency', ms: 40 } }));

	it.each([
		['5', { concurrency: 5 }, 5],
		['1 (one after the other)', { concurrency: 1 }, 1],
	])('with %s, keeps that many requests in flight and no more', async (_name, options, peak) => {
		const { items, error } = await runLiveChatAi(h.sim, addQa(options), {
			input: pairs(60),
			typeVersion: 2,
		});
		await answered();
		expect(error).toBeUndefined();
		expect(items).toHaveLength(60);
		expect(peakInFlight(h.sim.requests)).toBe(peak);
	});

	it('without the option, starts at the default and sends more while answers are clean', async () => {
		// Answers slow enough that the widened window fills even on a busy machine.
		h.sim.clearFaults();
		h.sim.injectFault({ path: QA, fault: { kind: 'latency', ms: 300 } });
		const { items } = await runLiveChatAi(h.sim, addQa(), { input: pairs(60), typeVersion: 2 });
		await answered();
		expect(items).toHaveLength(60);
		const first = h.sim.requests.slice(0, REQUEST_CONCURRENCY + 1);
		// The 21st request waits for the first answer; the window then widens past the default.
		expect(Date.parse(first[REQUEST_CONCURRENCY].at)).toBeGreaterThanOrEqual(
			Math.min(...first.slice(0, REQUEST_CONCURRENCY).map((r) => Date.parse(r.answeredAt!))),
		);
		expect(peakInFlight(h.sim.requests)).toBeGreaterThan(REQUEST_CONCURRENCY);
	});
});

it('outputs in input order, each item paired with its input, whichever request ends first', async () => {
	// The first request is the slowest.
	h.sim.injectFault({ path: QA, fault: { kind: 'latency', ms: 200 }, times: 1 });
	const input = pairs(12);
	const { items } = await runLiveChatAi(h.sim, addQa(), { input, typeVersion: 2 });
	expect(items.map((item) => item.pairedItem)).toEqual(input.map((_, item) => ({ item })));
	const stored = items.map((item) => h.sim.store.dataSources.get(item.json.id as string)?.question);
	expect(stored).toEqual(input.map((pair) => pair.question));
});

describe('a failing item', () => {
	const getConversation = {
		resource: 'conversation',
		operation: 'get',
		conversationId: byId('={{ $json.id }}'),
	};
	const ids = ['conv_0300', 'conv_0299', 'conv_missing_slow', 'conv_0298', 'conv_missing_fast'];

	beforeEach(() =>
		h.sim.injectFault({
			path: '/api/v2/conversations/conv_missing_slow',
			fault: { kind: 'latency', ms: 150 },
		}),
	);

	it('with Continue On Fail, becomes an error item in its place; the others go on', async () => {
		const { items } = await runLiveChatAi(h.sim, getConversation, {
			input: ids.map((id) => ({ id })),
			typeVersion: 2,
			continueOnFail: true,
		});
		expect(items.map((item) => item.pairedItem)).toEqual(ids.map((_, item) => ({ item })));
		expect(items.map((item) => (item.json.error ? 'error' : item.json.id))).toEqual([
			'conv_0300',
			'conv_0299',
			'error',
			'conv_0298',
			'error',
		]);
	});

	it('without it, stops the run with the error of the first failing item in input order', async () => {
		const { error } = await runLiveChatAi(h.sim, getConversation, {
			input: ids.map((id) => ({ id })),
			typeVersion: 2,
		});
		// Item 4 failed first in time; item 2 comes first in the input.
		expect(error?.message).toBe('Conversation not found');
		expect(error?.context.itemIndex).toBe(2);
	});

	it('without it, no item starts after the failure: only those already sent finish', async () => {
		// The first request is refused at once; the others take their time.
		h.sim.injectFault({ path: QA, fault: { kind: 'status', status: 400 }, times: 1 });
		h.sim.injectFault({ path: QA, fault: { kind: 'latency', ms: 100 } });
		const { error } = await runLiveChatAi(h.sim, addQa(), { input: pairs(100), typeVersion: 2 });
		await answered();
		expect(error?.context.itemIndex).toBe(0);
		expect(h.sim.requests.length).toBe(REQUEST_CONCURRENCY);
	});
});

it('a 429 holds back every request of the run for its Retry-After, not only the one refused', async () => {
	h.sim.injectFault({
		path: QA,
		fault: { kind: 'status', status: 429, retryAfter: '1' },
		times: 1,
	});
	const { items, error } = await runLiveChatAi(h.sim, addQa({ concurrency: 4 }), {
		input: pairs(12),
		typeVersion: 2,
	});
	await answered();
	expect(error).toBeUndefined();
	expect(items).toHaveLength(12);
	const refused = h.sim.requests.find((request) => request.status === 429)!;
	const refusedAt = Date.parse(refused.answeredAt!);
	// The first four left before the 429 was answered (a busy machine may deliver them late): the rest wait.
	const during = h.sim.requests.slice(4).filter((request) => {
		const at = Date.parse(request.at);
		return at > refusedAt + 50 && at < refusedAt + 950;
	});
	expect(during).toEqual([]);
	expect(h.sim.requests).toHaveLength(13);
});

it('Pause Between Requests spaces the requests of one slot', async () => {
	await runLiveChatAi(h.sim, addQa({ concurrency: 1, pauseMs: 150 }), {
		input: pairs(4),
		typeVersion: 2,
	});
	const arrivals = h.sim.requests.map((request) => Date.parse(request.at));
	const gaps = arrivals.slice(1).map((at, index) => at - arrivals[index]);
	for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(145);
});

it('refuses a Concurrent Requests below 1 before any request, naming it', async () => {
	const { error } = await runLiveChatAi(h.sim, addQa({ concurrency: 0 }), {
		input: pairs(2),
		typeVersion: 2,
	});
	expect(error?.message).toBe(
		"'Concurrent Requests' must be a whole number of at least 1, not 0 [item 0]",
	);
	expect(h.sim.requests).toHaveLength(0);
});

it('streamed answers of several items at once: each item gets its own whole answer, and so does the caller', async () => {
	const questions = [
		'Do you ship to Norway?',
		'Can I pay by invoice?',
		'Is there an app?',
		'Who are you?',
	];
	const send = {
		resource: 'conversation',
		operation: 'sendMessage',
		agent: byId(agent),
		question: '={{ $json.question }}',
		options: { streaming: true },
	};
	const { items, chunks, error } = await runLiveChatAi(h.sim, send, {
		input: questions.map((question) => ({ question })),
		typeVersion: 2,
		streaming: true,
	});
	expect(error).toBeUndefined();
	// The simulated AI quotes the question as it arrived: with this n8n's invisible tag.
	const answers = questions.map((question) =>
		v2AnswerFor(sentByThisN8n(question), 'Support Bot', 'MARKDOWN'),
	);
	expect(items.map((item) => item.json.response)).toEqual(answers);
	const forwarded = questions.map((_, itemIndex) =>
		chunks
			.filter((chunk) => chunk.type === 'item' && chunk.metadata.itemIndex === itemIndex)
			.map((chunk) => chunk.content)
			.join(''),
	);
	expect(forwarded).toEqual(answers);
});
