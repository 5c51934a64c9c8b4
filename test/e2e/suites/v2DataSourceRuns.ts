/**
 * Version 2's Data Source, AI Suggestion and Analytics resources in real n8n:
 * v2-data-source-suggestion-analytics.json uses every one of their operations but the Syncs of texts, URLs and
 * files, which v2-data-source-sync.json uses (a handbook synced, then previewed in its revised form, nothing
 * written; a sitemap and a folder of files synced). Checked by the output, by the requests the simulator
 * received and by what it holds afterwards.
 */
import { discoverLinks, SEED } from '../../simulator';
import { nodeJson, nodeOutput } from '../harness/runData';
import { byJson, requestsSent } from './requestLines';
import type { WorkflowRunContext } from './workflowRunContext';

const SUPPORT = SEED.agents.support;

export function v2DataSourceRuns(ctx: WorkflowRunContext): void {
	it('adds, deletes, lists and syncs data sources, crawls, reads and dismisses a suggestion, gets analytics', async () => {
		const data = await ctx.execute('e2e-v2-data-source-suggestion-analytics');
		const { sim } = ctx;

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
		const everyRow = [{ item: 0 }, { item: 1 }, { item: 2 }, { item: 3 }];
		expect(synced.map(({ json, pairedItem }) => [json.action, json.question, pairedItem])).toEqual([
			['unchanged', 'How do I reset my password?', { item: 0 }],
			['replaced', 'can i get a REFUND?', { item: 1 }],
			['unchanged', 'E2E: Do you gift wrap?', { item: 2 }],
			['added', 'E2E: Do you ship to Mars?', { item: 3 }],
			['deleted', 'Do you offer a student discount?', everyRow],
		]);
		expect(synced[1].json.previousId).toBe('ds_qa_refund');
		expect(sim.store.dataSources.has('ds_qa_refund')).toBe(false);
		expect(sim.store.dataSources.has(SEED.dataSources.qaGenerated)).toBe(false);

		expect(nodeJson(data, 'Crawl website')).toEqual(
			discoverLinks('https://acme-sim.test/', 3).map((link) => ({ link })),
		);
		const [suggestion] = SEED.suggestions.active;
		const suggestions = nodeJson(data, 'List suggestions');
		expect(suggestions.map((s) => s.id)).toEqual(SEED.suggestions.active.slice(0, 3));
		expect(nodeJson(data, 'Get suggestion')).toEqual([expect.objectContaining({ id: suggestion })]);
		expect(nodeJson(data, 'Dismiss suggestion')).toEqual([
			{ dismissed: true, suggestionId: suggestion, message: 'Suggestion dismissed' },
		]);
		const [overview] = nodeJson(data, 'Analytics overview');
		expect(overview.currentPeriod).toMatchObject({
			totalConversationCount: expect.any(Number),
			totalMessageCount: expect.any(Number),
		});
		expect(overview).toHaveProperty('previousPeriod');
		expect(nodeJson(data, 'CSAT, last 30 days')[0].currentPeriod).toHaveProperty('distribution');

		// Sync Q&A adds its two pairs at once (requests 7 and 8): their order is free. Then one bulk delete of the
		// replaced pair's old version and of the pair no row asks for.
		const sent = requestsSent(sim.requests);
		expect([...sent.slice(0, 7), ...sent.slice(7, 9).sort(byJson), ...sent.slice(9)]).toEqual([
			['POST /api/v2/data-sources/text', expect.anything()],
			['POST /api/v2/data-sources/url', expect.anything()],
			['POST /api/v2/data-sources/file', expect.anything()],
			['POST /api/v2/data-sources/qa', expect.anything()],
			['DELETE /api/v2/data-sources', expect.anything()],
			['GET /api/v2/data-sources', expect.anything()],
			['GET /api/v2/data-sources', { agentId: SUPPORT, source: 'QA', page: '1', limit: '100' }],
			['POST /api/v2/data-sources/qa', expect.anything()],
			[
				'POST /api/v2/data-sources/qa',
				{ question: 'can i get a REFUND?', answer: 'Yes, within 60 days.', agentId: SUPPORT },
			],
			[
				'DELETE /api/v2/data-sources',
				{ agentId: SUPPORT, source: 'QA', ids: ['ds_qa_refund', SEED.dataSources.qaGenerated] },
			],
			['POST /api/aibot/scrape', expect.anything()],
			['GET /api/v2/ai-suggestions', expect.anything()],
			[`GET /api/v2/ai-suggestions/${suggestion}`, expect.anything()],
			[`DELETE /api/v2/ai-suggestions/${suggestion}`, expect.anything()],
			[
				'GET /api/v2/analytics',
				{
					agentId: SUPPORT,
					startDate: '2026-10-01T00:00:00.000Z',
					endDate: '2026-11-01T12:00:00.000Z',
				},
			],
			['GET /api/v2/analytics/csat', expect.anything()],
		]);
	}, 180_000);

	it('syncs a handbook, previews its revision without writing, syncs a sitemap and a folder of files', async () => {
		const agent = 'bot_team_04';
		const data = await ctx.execute('e2e-v2-data-source-sync');
		const held = (type: string) =>
			[...ctx.sim.store.dataSources.values()]
				.filter((d) => d.chatbotId === agent && d.type === type)
				.map((d) => [d.title ?? d.url, d.content])
				.sort();
		const summary = (node: string) =>
			nodeJson(data, node).map((item) => [
				item.action,
				item.title ?? item.url,
				item.preview ?? false,
			]);

		expect(summary('Sync handbook')).toEqual([
			['added', 'Opening hours', false],
			['added', 'Returns', false],
		]);
		expect(summary('Preview handbook')).toEqual([
			['unchanged', 'opening HOURS', true],
			['replaced', 'Returns', true],
			['added', 'Shipping', true],
		]);
		// The preview wrote nothing: the handbook is as the first sync left it.
		expect(held('text')).toEqual([
			['Opening hours', 'Open 9 to 5, Monday to Friday.'],
			['Returns', 'Return within 30 days.'],
		]);
		expect(summary('Sync web pages')).toEqual([
			['added', 'https://acme-sim.test/help', false],
			['added', 'https://ACME-SIM.test/prices/#plans', false],
		]);
		expect(nodeJson(data, 'Sync files').map((item) => [item.action, item.fileType])).toEqual([
			['added', 'pdf'],
			['added', 'image'],
		]);
		expect(held('pdf')).toEqual([['manual.pdf', 'Press the power button for 3 seconds.']]);
		expect(held('image')).toEqual([['label.png', 'Model X2, 230 V.']]);
		const writes = ctx.sim.requests.filter((r) => r.method !== 'GET').map((r) => r.path);
		expect(writes.sort()).toEqual(
			['file', 'file', 'text', 'text', 'url', 'url'].map((kind) => `/api/v2/data-sources/${kind}`),
		);
	});
}
