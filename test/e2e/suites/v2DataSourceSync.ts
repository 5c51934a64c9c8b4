/**
 * Version 2's Sync Texts, Sync URLs and Sync Files in a real n8n (v2-data-source-sync.json, run with `n8n
 * execute`): a handbook synced, then previewed in its revised form (nothing written), a sitemap and a folder
 * of files synced; checked by the output and by what the simulator holds afterwards.
 */
import type { IDataObject } from 'n8n-workflow';

import { n8nLine } from '../harness/manifest';
import { nodeJson } from '../harness/runData';
import { v2WorkflowRun } from './v2WorkflowRun';

const AGENT = 'bot_team_04';

export function v2DataSourceSyncSuite(major: 1 | 2): void {
	const setup = n8nLine(major);

	describe(`n8n ${setup.version}: version 2 Sync Texts, Sync URLs, Sync Files`, () => {
		const run = v2WorkflowRun(setup, 'v2-data-source-sync.json');
		const held = (type: string) =>
			[...run.sim.store.dataSources.values()]
				.filter((d) => d.chatbotId === AGENT && d.type === type)
				.map((d) => [d.title ?? d.url, d.content])
				.sort();
		const summary = (items: IDataObject[]) =>
			items.map((item) => [item.action, item.title ?? item.url, item.preview ?? false]);

		it('the workflow uses each Sync but Q&A at typeVersion 2', () => {
			expect([...new Set(run.operations())]).toEqual([
				'dataSource:syncFiles',
				'dataSource:syncTexts',
				'dataSource:syncUrls',
			]);
		});

		it('syncs a handbook, previews its revision without writing, syncs a sitemap and a folder of files', async () => {
			const data = await run.execute();
			expect(summary(nodeJson(data, 'Sync handbook'))).toEqual([
				['added', 'Opening hours', false],
				['added', 'Returns', false],
			]);
			expect(summary(nodeJson(data, 'Preview handbook'))).toEqual([
				['unchanged', 'opening HOURS', true],
				['replaced', 'Returns', true],
				['added', 'Shipping', true],
			]);
			// The preview wrote nothing: the handbook is as the first sync left it.
			expect(held('text')).toEqual([
				['Opening hours', 'Open 9 to 5, Monday to Friday.'],
				['Returns', 'Return within 30 days.'],
			]);
			expect(summary(nodeJson(data, 'Sync web pages'))).toEqual([
				['added', 'https://acme-sim.test/help', false],
				['added', 'https://ACME-SIM.test/prices/#plans', false],
			]);
			expect(nodeJson(data, 'Sync files').map((item) => [item.action, item.fileType])).toEqual([
				['added', 'pdf'],
				['added', 'image'],
			]);
			expect(held('pdf')).toEqual([['manual.pdf', 'Press the power button for 3 seconds.']]);
			expect(held('image')).toEqual([['label.png', 'Model X2, 230 V.']]);
			const writes = run.sim.requests.filter((r) => r.method !== 'GET').map((r) => r.path);
			expect(writes.sort()).toEqual([
				'/api/v2/data-sources/file',
				'/api/v2/data-sources/file',
				'/api/v2/data-sources/text',
				'/api/v2/data-sources/text',
				'/api/v2/data-sources/url',
				'/api/v2/data-sources/url',
			]);
		});
	});
}
