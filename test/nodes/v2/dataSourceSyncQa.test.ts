/**
 * Version 2, Data Source > Sync Q&A: all input items are the agent's desired Q&A pairs (a FAQ sheet imported
 * again and again); the node lists the held pairs and writes only the difference.
 */
import type { IDataObject } from 'n8n-workflow';

import { answered, peakInFlight } from '../../harness/inFlight';
import { byId, runLiveChatAi } from '../../harness/liveChatAi';
import { SEED } from '../../simulator';
import { useSimulator } from '../../simulator/testHelpers';

const h = useSimulator();

const EMPTY_AGENT = SEED.agents.team[0];
const sync = (agentId: string, deleteMissing = false) => ({
	resource: 'dataSource',
	operation: 'syncQa',
	agent: byId(agentId),
	question: '={{ $json.question }}',
	answer: '={{ $json.answer }}',
	deleteMissing,
});
const run = async (agentId: string, input: IDataObject[], extra: IDataObject = {}) =>
	await runLiveChatAi(h.sim, sync(agentId, extra.deleteMissing === true), {
		typeVersion: 2,
		input,
		continueOnFail: extra.continueOnFail === true,
	});

const sheet = (count: number) =>
	Array.from({ length: count }, (_, i) => ({
		question: `Question ${i + 1}?`,
		answer: `Answer ${i + 1}.`,
	}));
const qaOf = (agentId: string) =>
	[...h.sim.store.dataSources.values()]
		.filter((d) => d.chatbotId === agentId && d.type === 'qa')
		.map((d) => [d.question, d.answer]);
/** The next request of that method and path fails with HTTP 500 "Database unavailable". */
const failOnce = (method: string, path: string) =>
	h.sim.injectFault({
		method,
		path,
		fault: { kind: 'status', status: 500, message: 'Database unavailable' },
		times: 1,
	});
const writes = () => h.sim.requests.filter((r) => r.method !== 'GET');
const listRead = (agentId: string, page: number) => ({
	method: 'GET',
	path: '/api/v2/data-sources',
	query: { agentId, source: 'QA', page: String(page), limit: '100' },
});

// The support agent's seeded pairs, as a sheet.
const SEEDED = [
	{
		question: 'How do I reset my password?',
		answer: 'Click "Forgot password" on the sign-in page and follow the link we e-mail you.',
	},
	{
		question: 'Can I get a refund?',
		answer:
			'Yes, within 30 days of purchase. Write to billing@acme-sim.test with your order number.',
	},
	{
		question: 'Do you offer a student discount?',
		answer: 'Students get 40% off the Pro plan with a valid university e-mail address.',
	},
];

describe('Data Source > Sync Q&A', () => {
	it('first import of a sheet: lists the held pairs, then adds every pair, each paired with its row', async () => {
		const { items, error } = await run(EMPTY_AGENT, sheet(3));
		expect(error).toBeUndefined();
		expect(h.sim.requests[0]).toMatchObject(listRead(EMPTY_AGENT, 1));
		expect(writes().map((r) => [r.method, r.path, r.body])).toEqual(
			sheet(3).map((pair) => [
				'POST',
				'/api/v2/data-sources/qa',
				{ ...pair, agentId: EMPTY_AGENT },
			]),
		);
		expect(items.map((item) => [item.json.action, item.json.question, item.pairedItem])).toEqual([
			['added', 'Question 1?', { item: 0 }],
			['added', 'Question 2?', { item: 1 }],
			['added', 'Question 3?', { item: 2 }],
		]);
		expect(h.sim.store.dataSources.has(items[0].json.id as string)).toBe(true);
		expect(qaOf(EMPTY_AGENT)).toHaveLength(3);
	});

	it('a second run of the same sheet sends no write, only the list read', async () => {
		await run(EMPTY_AGENT, sheet(3));
		h.sim.clearRequests();
		const { items } = await run(EMPTY_AGENT, sheet(3));
		expect(h.sim.requests).toEqual([expect.objectContaining(listRead(EMPTY_AGENT, 1))]);
		expect(items.map((item) => item.json.action)).toEqual(['unchanged', 'unchanged', 'unchanged']);
	});

	it('a changed answer is replaced: the new pair added first, then the old one deleted', async () => {
		const changed = [SEEDED[0], { ...SEEDED[1], answer: 'Yes, within 60 days.' }, SEEDED[2]];
		const { items } = await run(SEED.agents.support, changed);
		expect(writes().map((r) => [r.method, r.path, r.body])).toEqual([
			['POST', '/api/v2/data-sources/qa', { ...changed[1], agentId: SEED.agents.support }],
			[
				'DELETE',
				'/api/v2/data-sources',
				{ agentId: SEED.agents.support, source: 'QA', id: 'ds_qa_refund' },
			],
		]);
		expect(items[1]).toEqual({
			json: {
				action: 'replaced',
				question: 'Can I get a refund?',
				answer: 'Yes, within 60 days.',
				id: expect.any(String),
				previousId: 'ds_qa_refund',
				previousAnswer: SEEDED[1].answer,
			},
			pairedItem: { item: 1 },
		});
		expect(items.map((item) => item.json.action)).toEqual(['unchanged', 'replaced', 'unchanged']);
		expect(h.sim.store.dataSources.has('ds_qa_refund')).toBe(false);
		expect(qaOf(SEED.agents.support)).toContainEqual([
			'Can I get a refund?',
			'Yes, within 60 days.',
		]);
	});

	it('a pair removed from the sheet is kept without "Delete Pairs Not in Input"', async () => {
		const { items } = await run(SEED.agents.support, SEEDED.slice(0, 2));
		expect(writes()).toEqual([]);
		expect(items.map((item) => item.json.action)).toEqual(['unchanged', 'unchanged']);
		expect(h.sim.store.dataSources.has(SEED.dataSources.qaGenerated)).toBe(true);
	});

	it('with "Delete Pairs Not in Input", it is deleted and its item points to every input item', async () => {
		const { items } = await run(SEED.agents.support, SEEDED.slice(0, 2), { deleteMissing: true });
		expect(writes().map((r) => r.body)).toEqual([
			{ agentId: SEED.agents.support, source: 'QA', id: SEED.dataSources.qaGenerated },
		]);
		expect(items[2]).toEqual({
			json: {
				action: 'deleted',
				id: SEED.dataSources.qaGenerated,
				question: SEEDED[2].question,
				answer: SEEDED[2].answer,
				reason: 'not in input',
			},
			pairedItem: [{ item: 0 }, { item: 1 }],
		});
		expect(h.sim.store.dataSources.has(SEED.dataSources.qaGenerated)).toBe(false);
	});

	it('Preview outputs what the sync would do and writes nothing', async () => {
		const changed = [SEEDED[0], { ...SEEDED[1], answer: 'Yes, within 60 days.' }];
		const { items } = await runLiveChatAi(
			h.sim,
			{ ...sync(SEED.agents.support, true), preview: true },
			{ typeVersion: 2, input: changed },
		);
		expect(items.map((item) => [item.json.action, item.json.question, item.json.preview])).toEqual([
			['unchanged', SEEDED[0].question, true],
			['replaced', SEEDED[1].question, true],
			['deleted', SEEDED[2].question, true],
		]);
		expect(items[1].json).toMatchObject({ id: null, previousId: 'ds_qa_refund' });
		expect(writes()).toEqual([]);
	});

	it('matches questions trimmed, ignoring case and runs of whitespace', async () => {
		const loose = [{ question: '  how do I   RESET my password? ', answer: SEEDED[0].answer }];
		const { items } = await run(SEED.agents.support, loose);
		expect(writes()).toEqual([]);
		expect(items[0].json).toMatchObject({ action: 'unchanged', id: SEED.dataSources.qa });
	});

	it('refuses a repeated question before any request, naming both items', async () => {
		const input = [...sheet(2), { question: 'question  1?', answer: 'Other.' }];
		const { error } = await run(EMPTY_AGENT, input);
		expect(error?.message).toBe(
			`'Question' repeats the question of item 0: "question  1?" [item 2]`,
		);
		expect(h.sim.requests).toEqual([]);
	});

	it('with Continue On Fail, a bad row gives its error item, the others say they were not synced, and nothing is sent', async () => {
		const input = [sheet(1)[0], { question: 'Empty answer?', answer: '' }];
		const { items } = await run(EMPTY_AGENT, input, { continueOnFail: true });
		expect(items).toEqual([
			{
				json: {
					error: 'Not synced: item 1 was refused',
					message:
						"Nothing was sent. 'Answer' is empty [item 1]. Fix that item, then run the sync again.",
				},
				pairedItem: { item: 0 },
			},
			{
				json: { error: "'Answer' is empty [item 1]", message: expect.any(String) },
				pairedItem: { item: 1 },
			},
		]);
		expect(h.sim.requests).toEqual([]);
	});

	it('with Continue On Fail, a failing write fails its pair only and the others go on', async () => {
		failOnce('POST', '/api/v2/data-sources/qa');
		const { items } = await run(EMPTY_AGENT, sheet(3), { continueOnFail: true });
		expect(items[0]).toEqual({
			json: {
				action: 'failed',
				question: 'Question 1?',
				answer: 'Answer 1.',
				error: 'Database unavailable',
				message: expect.stringContaining('HTTP 500'),
			},
			pairedItem: { item: 0 },
		});
		expect(items.slice(1).map((item) => [item.json.action, item.pairedItem])).toEqual([
			['added', { item: 1 }],
			['added', { item: 2 }],
		]);
		expect(
			qaOf(EMPTY_AGENT)
				.map(([question]) => question)
				.sort(),
		).toEqual(['Question 2?', 'Question 3?']);
	});

	it('with Continue On Fail, a replacement whose old pair cannot be deleted says both are held', async () => {
		failOnce('DELETE', '/api/v2/data-sources');
		const changed = [{ ...SEEDED[1], answer: 'Yes, within 60 days.' }];
		const { items } = await run(SEED.agents.support, changed, { continueOnFail: true });
		const added = [...h.sim.store.dataSources.values()].find(
			(d) => d.answer === 'Yes, within 60 days.',
		)!;
		expect(items).toEqual([
			{
				json: {
					action: 'failed',
					question: 'Can I get a refund?',
					answer: 'Yes, within 60 days.',
					error: `The new pair was added as ${added.id}, but deleting the old pair ds_qa_refund failed: Database unavailable`,
					message: expect.stringContaining('HTTP 500'),
				},
				pairedItem: { item: 0 },
			},
		]);
		expect(h.sim.store.dataSources.has('ds_qa_refund')).toBe(true);
	});

	it('with Continue On Fail, a failing read of the held pairs gives each input item its error and writes nothing', async () => {
		failOnce('GET', '/api/v2/data-sources');
		const { items, error } = await run(EMPTY_AGENT, sheet(2), { continueOnFail: true });
		expect(error).toBeUndefined();
		expect(items).toEqual(
			[0, 1].map((item) => ({
				json: { error: 'Database unavailable', message: expect.stringContaining('HTTP 500') },
				pairedItem: { item },
			})),
		);
		expect(writes()).toEqual([]);
	});

	it('without Continue On Fail, a failing read of the held pairs stops the run with its error', async () => {
		failOnce('GET', '/api/v2/data-sources');
		const { error } = await run(EMPTY_AGENT, sheet(2));
		expect(error?.message).toBe('Database unavailable');
		expect(writes()).toEqual([]);
	});

	it('without Continue On Fail, a failing write stops the run with its error', async () => {
		failOnce('POST', '/api/v2/data-sources/qa');
		const { error } = await run(EMPTY_AGENT, sheet(2));
		expect(error?.description).toContain('HTTP 500');
		expect(error?.context.itemIndex).toBe(0);
	});

	it('the writes of the pairs go several at once; with Concurrent Requests 1, one after the other', async () => {
		h.sim.injectFault({
			path: '/api/v2/data-sources/qa',
			fault: { kind: 'latency', ms: 40 },
			times: 30,
		});
		expect((await run(EMPTY_AGENT, sheet(30))).items).toHaveLength(30);
		await answered();
		expect(peakInFlight(writes())).toBe(20);
		h.sim.reset();
		failOnce('POST', '/api/v2/data-sources/qa');
		const oneByOne = { ...sync(EMPTY_AGENT), options: { concurrency: 1 } };
		const { error } = await runLiveChatAi(h.sim, oneByOne, { typeVersion: 2, input: sheet(3) });
		expect(error?.description).toContain('HTTP 500');
		expect(writes()).toHaveLength(1);
	});

	it('a sheet larger than one page of the list: every page is read, and a second run writes nothing', async () => {
		await run(EMPTY_AGENT, sheet(130));
		expect(qaOf(EMPTY_AGENT)).toHaveLength(130);
		h.sim.clearRequests();
		const { items } = await run(EMPTY_AGENT, sheet(130));
		expect(h.sim.requests).toEqual([
			expect.objectContaining(listRead(EMPTY_AGENT, 1)),
			expect.objectContaining(listRead(EMPTY_AGENT, 2)),
		]);
		expect(items).toHaveLength(130);
		expect(items.every((item) => item.json.action === 'unchanged')).toBe(true);
	});
});
