/**
 * Version 2, a Sync that meets a failure, on Sync Q&A (the Syncs share the code): a row refused, a write or the
 * read of the agent's pairs failing, with Continue On Fail and without. (A read failing under Continue On Fail:
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
const syncQa = (options: INodeParameters = {}) =>
	parametersFor('dataSource:syncQa', {
		agent: byId(AGENT),
		...fromJson('question', 'answer'),
		options,
	});
const run = async (input: IDataObject[], continueOnFail = false, options: INodeParameters = {}) =>
	await runV2(h.sim, syncQa(options), { input, continueOnFail });
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
});
