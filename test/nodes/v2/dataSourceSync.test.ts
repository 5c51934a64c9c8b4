/**
 * Version 2, Data Source > Sync Texts, Sync URLs and Sync Files (Sync Q&A has its own file): the input rows are
 * the agent's wanted items of one kind; the node writes only the difference, resolves duplicates, previews, and
 * deletes in bulk. Real engine, simulator over HTTP; every outcome checked on the simulator's store.
 */
import type { IDataObject } from 'n8n-workflow';

import { byId, runLiveChatAi } from '../../harness/liveChatAi';
import { SEED } from '../../simulator';
import { useSimulator } from '../../simulator/testHelpers';

const h = useSimulator();

const AGENT = SEED.agents.team[0];
const KINDS = {
	syncTexts: { title: '={{ $json.title }}', content: '={{ $json.content }}' },
	syncUrls: { url: '={{ $json.url }}' },
	syncFiles: {
		title: '={{ $json.title }}',
		content: '={{ $json.content }}',
		fileType: '={{ $json.fileType }}',
	},
} as const;

async function sync(
	operation: keyof typeof KINDS,
	input: IDataObject[],
	options: IDataObject = {},
	continueOnFail = false,
) {
	const parameters = { resource: 'dataSource', operation, agent: byId(AGENT), ...KINDS[operation] };
	return await runLiveChatAi(
		h.sim,
		{ ...parameters, ...options },
		{
			typeVersion: 2,
			input,
			continueOnFail,
		},
	);
}

const held = (type: string) =>
	[...h.sim.store.dataSources.values()].filter((d) => d.chatbotId === AGENT && d.type === type);
const writes = () => h.sim.requests.filter((r) => r.method !== 'GET');
const actions = (items: Array<{ json: IDataObject }>) => items.map((item) => item.json.action);
const texts = (count: number, prefix = 'Text') =>
	Array.from({ length: count }, (_, i) => ({ title: `${prefix} ${i}`, content: `Content ${i}.` }));

describe('Sync Texts', () => {
	it('adds what is new, keeps what is equal (by title, ignoring case and spaces), replaces a changed content', async () => {
		await sync('syncTexts', texts(3));
		h.sim.clearRequests();
		const rows = [
			{ title: '  text 0 ', content: 'Content 0.' },
			{ title: 'Text 1', content: 'Content 1, revised.' },
			texts(3)[2],
			{ title: 'Text 3', content: 'Content 3.' },
		];
		const { items } = await sync('syncTexts', rows);
		expect(actions(items)).toEqual(['unchanged', 'replaced', 'unchanged', 'added']);
		// Adds first, then the old version deleted: the agent never lacks the text.
		expect(writes().map((r) => [r.method, r.path])).toEqual([
			['POST', '/api/v2/data-sources/text'],
			['POST', '/api/v2/data-sources/text'],
			['DELETE', '/api/v2/data-sources'],
		]);
		expect(items[1].json).toMatchObject({ previousId: expect.any(String), title: 'Text 1' });
		expect(
			held('text')
				.map((d) => [d.title, d.content])
				.sort(),
		).toEqual(
			[...texts(4).slice(0, 1), rows[1], ...texts(3).slice(2), rows[3]]
				.map((row) => [row.title, row.content])
				.sort(),
		);
	});

	it('Match By Content: the same text under a new title replaces it; a second run writes nothing', async () => {
		await sync('syncTexts', texts(2));
		const renamed = [{ title: 'Renamed', content: 'Content 0.' }, texts(2)[1]];
		const { items } = await sync('syncTexts', renamed, { matchBy: 'content' });
		expect(actions(items)).toEqual(['replaced', 'unchanged']);
		h.sim.clearRequests();
		await sync('syncTexts', renamed, { matchBy: 'content' });
		expect(writes()).toEqual([]);
	});

	it('duplicates already held: the one equal to the row stays, the others are deleted and reported', async () => {
		await sync('syncTexts', texts(1));
		// The same text imported twice by another tool, and once more with another content.
		await runLiveChatAi(
			h.sim,
			{ resource: 'dataSource', operation: 'addText', agent: byId(AGENT), ...KINDS.syncTexts },
			{ typeVersion: 2, input: [texts(1)[0], { title: 'TEXT 0', content: 'Old content.' }] },
		);
		h.sim.clearRequests();
		const { items } = await sync('syncTexts', texts(1));
		expect(actions(items)).toEqual(['unchanged', 'deleted', 'deleted']);
		expect(items.slice(1).map((item) => [item.json.reason, item.pairedItem])).toEqual([
			['duplicate', { item: 0 }],
			['duplicate', { item: 0 }],
		]);
		expect(writes()).toHaveLength(1); // both duplicates in one bulk delete
		expect(held('text')).toHaveLength(1);
	});

	it('Preview says what would be done, per row and per deletion, and writes nothing', async () => {
		await sync('syncTexts', texts(3));
		h.sim.clearRequests();
		const rows = [
			texts(3)[0],
			{ title: 'Text 1', content: 'New.' },
			{ title: 'New', content: 'N.' },
		];
		const { items } = await sync('syncTexts', rows, { preview: true, deleteMissing: true });
		expect(items.map((item) => [item.json.action, item.json.title, item.json.preview])).toEqual([
			['unchanged', 'Text 0', true],
			['replaced', 'Text 1', true],
			['added', 'New', true],
			['deleted', 'Text 2', true],
		]);
		expect(items[2].json.id).toBeNull();
		expect(writes()).toEqual([]);
		expect(held('text')).toHaveLength(3);
	});
});

describe('Sync URLs', () => {
	it('matches a URL whatever the host case, a fragment or a trailing slash; deletes the rest when asked', async () => {
		const pages = ['https://example.com/help', 'https://example.com/prices'];
		await sync(
			'syncUrls',
			pages.map((url) => ({ url })),
		);
		h.sim.clearRequests();
		const rows = [{ url: 'https://EXAMPLE.com/help/#top' }, { url: 'https://example.com/new' }];
		const { items } = await sync('syncUrls', rows, { deleteMissing: true });
		expect(actions(items)).toEqual(['unchanged', 'added', 'deleted']);
		expect(items[2].json).toMatchObject({ url: pages[1], reason: 'not in input' });
		expect(
			held('url')
				.map((d) => d.url)
				.sort(),
		).toEqual([pages[0], 'https://example.com/new']);
	});
});

describe('Sync Files', () => {
	it('reads the PDF, DOCX and image lists; a file type given as an extension; a changed type replaces', async () => {
		const files = [
			{ title: 'manual.pdf', content: 'Manual text.', fileType: 'pdf' },
			{ title: 'scan.png', content: 'Scanned text.', fileType: '.PNG' },
		];
		const { items } = await sync('syncFiles', files);
		expect(items.map((item) => item.json.fileType)).toEqual(['pdf', 'image']);
		h.sim.clearRequests();
		const changed = [files[0], { ...files[1], fileType: 'docx' }];
		const second = await sync('syncFiles', changed);
		expect(actions(second.items)).toEqual(['unchanged', 'replaced']);
		expect(h.sim.requests.filter((r) => r.method === 'GET').map((r) => r.query.source)).toEqual([
			'PDF',
			'DOCX',
			'IMAGE',
		]);
		expect(held('docx').map((d) => d.title)).toEqual(['scan.png']);
		expect(held('image')).toEqual([]);
	});

	it('refuses a file type that is none of PDF, DOCX or an image before any request', async () => {
		const { error } = await sync('syncFiles', [{ title: 'a.xls', content: 'x', fileType: 'xls' }]);
		expect(error?.message).toBe(`'File Type' must be docx, image or pdf, not "xls" [item 0]`);
		expect(h.sim.requests).toEqual([]);
	});
});
