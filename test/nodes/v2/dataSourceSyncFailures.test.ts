/**
 * Version 2, a Sync that meets a failure, on Sync Q&A (the Syncs share the code): a row refused, a write or the
 * read of the agent's pairs failing, with Continue On Fail and without; what a failed add holds back of the
 * deletes, so that the agent never knows less after a failure. (A read failing under Continue On Fail:
 * everyOperation.test.ts; how many writes go at once, and faults at volume: dataSourceSyncVolume.test.ts.)
 */
import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { byId } from '../../harness/liveChatAi';
import { SEED } from '../../simulator';
import { useSimulator } from '../../simulator/testHelpers';
import { fromJson, parametersFor, runV2 } from './v2Operations';

const h = useSimulator();

const AGENT = SEED.agents.team[0];
const QA = '/api/v2/data-sources/qa';
const syncQa = (options: INodeParameters = {}, deleteMissing = false) =>
	parametersFor('dataSource:syncQa', {
		agent: byId(AGENT),
		...fromJson('question', 'answer'),
		deleteMissing,
		options,
	});
const run = async (input: IDataObject[], continueOnFail = false, options: INodeParameters = {}) =>
	await runV2(h.sim, syncQa(options), { input, continueOnFail });
/** Sync Q&A with Delete Pairs Not in Input and Continue On Fail. */
const runDeleting = async (input: IDataObject[]) =>
	await runV2(h.sim, syncQa({}, true), { input, continueOnFail: true });
const sheet = (count: number) =>
	Array.from({ length: count }, (_, i) => ({
		question: `Question ${i + 1}?`,
		answer: `Answer ${i + 1}.`,
	}));
const writes = () => h.sim.requests.filter((r) => r.method !== 'GET');
const agentQuestions = () =>
	[...h.sim.store.dataSources.values()]
		.filter((d) => d.chatbotId === AGENT && d.type === 'qa')
		.map((d) => d.question)
		.sort();
/** The next request of that method and path fails with HTTP 500 "Database unavailable". */
const failOnce = (method: string, path: string) =>
	h.sim.injectFault({
		method,
		path,
		fault: { kind: 'status', status: 500, message: 'Database unavailable' },
		times: 1,
	});

describe('with Continue On Fail', () => {
	it('a bad row gives its error item, the others say they were not synced, and nothing is sent', async () => {
		const { items } = await run([sheet(1)[0], { question: 'Empty answer?', answer: '' }], true);
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

	it('a failing write fails its pair only and the others go on', async () => {
		failOnce('POST', QA);
		const { items } = await run(sheet(3), true);
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
		expect(agentQuestions()).toEqual(['Question 2?', 'Question 3?']);
	});

	it('a replacement whose old pair cannot be deleted says the agent has both', async () => {
		const [old] = (await run(sheet(1))).items;
		failOnce('DELETE', '/api/v2/data-sources');
		const { items } = await run([{ ...sheet(1)[0], answer: 'Changed.' }], true);
		const added = [...h.sim.store.dataSources.values()].find((d) => d.answer === 'Changed.')!;
		expect(items).toEqual([
			{
				json: {
					action: 'failed',
					question: 'Question 1?',
					answer: 'Changed.',
					error: `The new pair was added as ${added.id}, but deleting the old pair ${String(old.json.id)} failed: Database unavailable`,
					message: expect.stringContaining('HTTP 500'),
				},
				pairedItem: { item: 0 },
			},
		]);
		expect(h.sim.store.dataSources.has(String(old.json.id))).toBe(true);
	});
});

describe('with Continue On Fail, a failed add holds deletes back', () => {
	/** The first pairs reworded, as a sheet's editor does: new keys, so the old pairs are "not in input". */
	const reworded = (rows: IDataObject[]) =>
		rows.map((row) => ({ ...row, question: `Reworded: ${String(row.question)}` }));
	const kept = (question: string, reason: string, pairedItem: unknown) => ({
		json: {
			action: 'kept',
			id: expect.any(String),
			question,
			answer: expect.any(String),
			reason: `${reason} (a sync whose adds all succeed deletes it)`,
		},
		pairedItem,
	});

	it('a reworded question whose add failed: the old pair stays and says why; the next sync deletes it', async () => {
		await run(sheet(3));
		failOnce('POST', QA);
		const next = [...reworded(sheet(1)), ...sheet(3).slice(1)];
		const { items } = await runDeleting(next);
		expect(items.map(({ json }) => json.action)).toEqual([
			'failed',
			'unchanged',
			'unchanged',
			'kept',
		]);
		const all = [{ item: 0 }, { item: 1 }, { item: 2 }];
		expect(items[3]).toEqual(
			kept('Question 1?', 'not in input; not deleted because 1 add failed', all),
		);
		expect(agentQuestions()).toEqual(['Question 1?', 'Question 2?', 'Question 3?']);
		h.sim.clearRequests();
		const again = await runDeleting(next);
		expect(again.items.map(({ json }) => [json.action, json.question])).toEqual([
			['added', 'Reworded: Question 1?'],
			['unchanged', 'Question 2?'],
			['unchanged', 'Question 3?'],
			['deleted', 'Question 1?'],
		]);
		expect(agentQuestions()).toEqual(['Question 2?', 'Question 3?', 'Reworded: Question 1?']);
	});

	it('every add failing (a 500 spell): the agent keeps every pair it had', async () => {
		await run(sheet(3));
		h.sim.injectFault({
			method: 'POST',
			path: QA,
			fault: { kind: 'status', status: 500, message: 'Database unavailable' },
		});
		const { items } = await runDeleting(reworded(sheet(3)));
		expect(items.map(({ json }) => json.action)).toEqual([
			...['failed', 'failed', 'failed'],
			...['kept', 'kept', 'kept'],
		]);
		expect(items[3].json.reason).toBe(
			'not in input; not deleted because 3 adds failed (a sync whose adds all succeed deletes it)',
		);
		expect(writes().filter((r) => r.method === 'DELETE')).toEqual([]);
		expect(agentQuestions()).toEqual(['Question 1?', 'Question 2?', 'Question 3?']);
	});

	it('a replacement whose add failed: its old pair and the duplicates of its question stay, the duplicates saying why', async () => {
		// The same question imported three times by another tool, twice with one answer.
		const addQa = parametersFor('dataSource:addQa', {
			agent: byId(AGENT),
			...fromJson('question', 'answer'),
		});
		const [first] = sheet(1);
		await runV2(h.sim, addQa, { input: [first, first, { ...first, answer: 'Old.' }] });
		failOnce('POST', QA);
		const { items } = await runDeleting([{ ...first, answer: 'Changed.' }]);
		const why = 'duplicate; not deleted because the add of item 0 failed';
		expect(items).toEqual([
			{ json: expect.objectContaining({ action: 'failed' }), pairedItem: { item: 0 } },
			kept('Question 1?', why, { item: 0 }),
			kept('Question 1?', why, { item: 0 }),
		]);
		expect(writes().filter((r) => r.method === 'DELETE')).toEqual([]);
		expect(agentQuestions()).toEqual(['Question 1?', 'Question 1?', 'Question 1?']);
	});
});

describe('without Continue On Fail', () => {
	it("a failing read of the agent's pairs stops the run with its error, nothing written", async () => {
		failOnce('GET', '/api/v2/data-sources');
		const { error } = await run(sheet(2));
		expect(error?.message).toBe('Database unavailable');
		expect(writes()).toEqual([]);
	});

	it('a failing write stops the run with its error, naming its item; with Concurrent Requests 1, no write starts after it', async () => {
		failOnce('POST', QA);
		const { error } = await run(sheet(3), false, { concurrency: 1 });
		expect(error?.description).toContain('HTTP 500');
		expect(error?.context.itemIndex).toBe(0);
		expect(writes()).toHaveLength(1);
	});

	it('a failing add of a reworded question stops the run before any delete', async () => {
		await run(sheet(2));
		failOnce('POST', QA);
		const { error } = await runV2(h.sim, syncQa({}, true), {
			input: [{ ...sheet(1)[0], question: 'Reworded?' }, sheet(2)[1]],
		});
		expect(error?.message).toBe('Database unavailable');
		expect(writes().filter((r) => r.method === 'DELETE')).toEqual([]);
		expect(agentQuestions()).toEqual(['Question 1?', 'Question 2?']);
	});
});
