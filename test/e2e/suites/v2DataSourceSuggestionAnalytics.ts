/**
 * Version 2's Data Source, AI Suggestion and Analytics resources in a real n8n: one workflow
 * (v2-data-source-suggestion-analytics.json) uses every one of their operations at typeVersion 2 against the
 * simulator, run with `n8n execute` and checked by its output and by the requests the simulator received.
 */
import type { IDataObject } from 'n8n-workflow';

import { discoverLinks, SEED } from '../../simulator';
import { n8nLine } from '../harness/manifest';
import { nodeJson, nodeOutput } from '../harness/runData';
import { requestLines } from './requestLines';
import { v2WorkflowRun } from './v2WorkflowRun';

const SUPPORT = SEED.agents.support;

export function v2DataSourceSuggestionAnalyticsSuite(major: 1 | 2): void {
	const setup = n8nLine(major);

	describe(`n8n ${setup.version}: version 2 Data Source, AI Suggestion and Analytics`, () => {
		const run = v2WorkflowRun(setup, 'v2-data-source-suggestion-analytics.json');

		it('the workflow uses each operation of the three resources at typeVersion 2', () => {
			expect([...new Set(run.operations())]).toEqual([
				'aiSuggestion:dismiss',
				'aiSuggestion:get',
				'aiSuggestion:getMany',
				'analytics:get',
				'dataSource:addFile',
				'dataSource:addQa',
				'dataSource:addText',
				'dataSource:addUrl',
				'dataSource:crawlWebsite',
				'dataSource:delete',
				'dataSource:getMany',
				'dataSource:syncQa',
			]);
		});

		it('adds, deletes, lists and syncs data sources, crawls, reads and dismisses a suggestion, gets analytics', async () => {
			const data = await run.execute();
			const { sim } = run;

			const [text] = nodeJson(data, 'Add text');
			expect(text).toEqual({
				id: expect.any(String),
				source: 'TEXT',
				isGeneratedByAI: false,
				message: 'Added successfully',
			});
			expect(nodeJson(data, 'Add URL')[0]).toMatchObject({ source: 'WEBSITE' });
			expect(nodeJson(data, 'Add file')[0]).toMatchObject({ source: 'PDF' });
			const [qa] = nodeJson(data, 'Add Q&A');
			expect(qa).toMatchObject({ source: 'QA', isGeneratedByAI: true });
			expect(nodeJson(data, 'Delete text')).toEqual([
				{
					deleted: true,
					agentId: SUPPORT,
					source: 'TEXT',
					deletedIds: [text.id],
					notFoundIds: [],
					message: 'Deleted 1 item(s)',
				},
			]);
			const listed = nodeJson(data, 'List data sources');
			expect(listed.map((item) => item.id)).toContain(qa.id);
			expect(listed.map((item) => item.id)).not.toContain(text.id);
			expect(listed.every((item) => !('text' in item))).toBe(true);

			const synced = nodeOutput(data, 'Sync FAQ');
			expect(synced.map((item) => [item.json.action, item.json.question, item.pairedItem])).toEqual(
				[
					['unchanged', 'How do I reset my password?', { item: 0 }],
					['replaced', 'can i get a REFUND?', { item: 1 }],
					['unchanged', 'E2E: Do you gift wrap?', { item: 2 }],
					['added', 'E2E: Do you ship to Mars?', { item: 3 }],
					[
						'deleted',
						'Do you offer a student discount?',
						[{ item: 0 }, { item: 1 }, { item: 2 }, { item: 3 }],
					],
				],
			);
			expect(synced[1].json.previousId).toBe('ds_qa_refund');
			expect(sim.store.dataSources.has('ds_qa_refund')).toBe(false);
			expect(sim.store.dataSources.has(SEED.dataSources.qaGenerated)).toBe(false);

			expect(nodeJson(data, 'Crawl website')).toEqual(
				discoverLinks('https://acme-sim.test/', 3).map((link) => ({ link })),
			);
			const suggestions = nodeJson(data, 'List suggestions');
			expect(suggestions.map((s) => s.id)).toEqual(SEED.suggestions.active.slice(0, 3));
			expect(nodeJson(data, 'Get suggestion')).toEqual([
				expect.objectContaining({ id: SEED.suggestions.active[0] }),
			]);
			expect(nodeJson(data, 'Dismiss suggestion')).toEqual([
				{
					dismissed: true,
					suggestionId: SEED.suggestions.active[0],
					message: 'Suggestion dismissed',
				},
			]);
			const [overview] = nodeJson(data, 'Analytics overview');
			expect(overview.currentPeriod).toMatchObject({
				totalConversationCount: expect.any(Number),
				totalMessageCount: expect.any(Number),
			});
			expect(overview).toHaveProperty('previousPeriod');
			expect(nodeJson(data, 'CSAT, last 30 days')[0].currentPeriod).toHaveProperty('distribution');

			// Sync Q&A adds its two pairs at once (requests 7 and 8): their order is free. Then one bulk delete:
			// the replaced pair's old version and the pair no row asks for.
			const syncWritesSorted = (lines: string[]) => [
				...lines.slice(0, 7),
				...lines.slice(7, 9).sort(),
				...lines.slice(9),
			];
			expect(syncWritesSorted(requestLines(sim.requests))).toEqual(
				syncWritesSorted([
					'POST /api/v2/data-sources/text',
					'POST /api/v2/data-sources/url',
					'POST /api/v2/data-sources/file',
					'POST /api/v2/data-sources/qa',
					'DELETE /api/v2/data-sources',
					'GET /api/v2/data-sources',
					'GET /api/v2/data-sources',
					'POST /api/v2/data-sources/qa',
					'POST /api/v2/data-sources/qa',
					'DELETE /api/v2/data-sources',
					'POST /api/aibot/scrape',
					'GET /api/v2/ai-suggestions',
					`GET /api/v2/ai-suggestions/${SEED.suggestions.active[0]}`,
					`DELETE /api/v2/ai-suggestions/${SEED.suggestions.active[0]}`,
					'GET /api/v2/analytics',
					'GET /api/v2/analytics/csat',
				]),
			);
			const bodyOf = (index: number) => sim.requests[index].body;
			const indexOf = (method: string, field: string, value: string) =>
				sim.requests.findIndex(
					(request) =>
						request.method === method && (request.body as IDataObject)?.[field] === value,
				);
			// Sync: both adds before the one bulk delete of the replaced pair's old version and the removed pair.
			const added = indexOf('POST', 'question', 'can i get a REFUND?');
			expect([7, 8]).toContain(added);
			expect(bodyOf(added)).toEqual({
				question: 'can i get a REFUND?',
				answer: 'Yes, within 60 days.',
				agentId: SUPPORT,
			});
			expect(bodyOf(9)).toEqual({
				agentId: SUPPORT,
				source: 'QA',
				ids: ['ds_qa_refund', SEED.dataSources.qaGenerated],
			});
			expect(sim.requests[6].query).toEqual({
				agentId: SUPPORT,
				source: 'QA',
				page: '1',
				limit: '100',
			});
			expect(sim.requests[14].query).toEqual({
				agentId: SUPPORT,
				startDate: '2026-10-01T00:00:00.000Z',
				endDate: '2026-11-01T12:00:00.000Z',
			});
		}, 180_000);
	});
}
