/**
 * Version 2, the four Syncs of Data Source (Q&A, Texts, URLs, Files): all input items are the agent's wanted
 * items of one kind; the node lists what the agent holds and writes only the difference. The same behaviour for
 * each kind, each in its words, then what only some kinds do. Real engine, simulator over HTTP; every outcome
 * checked on the simulator's store. (Failures: dataSourceSyncFailures.test.ts; at volume:
 * dataSourceSyncVolume.test.ts; a bad row: test/nodes/refusesBadInput.test.ts; a file extension as the
 * File Type, read as in Add File: dataSource.test.ts.)
 */
import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { byId } from '../../harness/liveChatAi';
import { SEED } from '../../simulator';
import { useSimulator } from '../../simulator/testHelpers';
import { fromJson, parametersFor, runV2 } from './v2Operations';

const h = useSimulator();

const AGENT = SEED.agents.team[0];
const LIST = '/api/v2/data-sources';

interface Kind {
	/** The fields, read from each input item. */
	fields: INodeParameters;
	/** The lists it reads, by source. */
	sources: string[];
	/** The path its adds post to, after /api/v2/data-sources/. */
	add: string;
	/** The i-th wanted row; an item the agent holds has these fields. */
	row: (i: number) => IDataObject;
	/** The row with what is compared changed (none for a URL, which has nothing else), and its output's words. */
	changed?: (row: IDataObject) => IDataObject;
	/** What the output says of the item a replacement deleted. */
	previous?: (row: IDataObject) => IDataObject;
	/** The same row as another writer would write it: other case, other spaces, other URL forms. */
	loose: (row: IDataObject) => IDataObject;
	/** What the output says of a row (its key and what is compared, where the output shows it). */
	shown: (row: IDataObject) => IDataObject;
}

const shouting = (text: unknown) => `  ${String(text).toUpperCase().replace(' ', '   ')} `;

const KINDS: Record<string, Kind> = {
	syncQa: {
		fields: fromJson('question', 'answer'),
		sources: ['QA'],
		add: 'qa',
		row: (i) => ({ question: `Question ${i}?`, answer: `Answer ${i}.` }),
		changed: (row) => ({ ...row, answer: 'Another answer.' }),
		previous: (row) => ({ previousAnswer: row.answer }),
		loose: (row) => ({ ...row, question: shouting(row.question) }),
		shown: ({ question, answer }) => ({ question, answer }),
	},
	syncTexts: {
		fields: fromJson('title', 'content'),
		sources: ['TEXT'],
		add: 'text',
		row: (i) => ({ title: `Text ${i}`, content: `Content ${i}.` }),
		changed: (row) => ({ ...row, content: 'Another content.' }),
		previous: (row) => ({ previousTitle: row.title }),
		loose: (row) => ({ ...row, title: shouting(row.title) }),
		shown: ({ title }) => ({ title }),
	},
	syncUrls: {
		fields: fromJson('url'),
		sources: ['WEBSITE'],
		add: 'url',
		row: (i) => ({ url: `https://example.com/help/page-${i}` }),
		loose: (row) => ({ url: `${String(row.url).replace('example', 'EXAMPLE')}/#top` }),
		shown: ({ url }) => ({ url }),
	},
	syncFiles: {
		fields: fromJson('title', 'content', 'fileType'),
		sources: ['PDF', 'DOCX', 'IMAGE'],
		add: 'file',
		row: (i) => ({ title: `manual-${i}.pdf`, content: `Manual ${i}.`, fileType: 'pdf' }),
		// A file of another type is another file.
		changed: (row) => ({ ...row, fileType: 'docx' }),
		previous: (row) => ({ previousTitle: row.title, previousFileType: row.fileType }),
		loose: (row) => ({ ...row, title: shouting(row.title) }),
		shown: ({ title, fileType }) => ({ title, fileType }),
	},
};

const rows = (kind: Kind, count: number) => Array.from({ length: count }, (_, i) => kind.row(i));
const writes = () => h.sim.requests.filter((r) => r.method !== 'GET');
const agentItemIds = () =>
	[...h.sim.store.dataSources.values()].filter((d) => d.chatbotId === AGENT).map((d) => d.id);

async function sync(operation: string, input: IDataObject[], options: INodeParameters = {}) {
	const { fields } = KINDS[operation];
	const parameters = parametersFor(`dataSource:${operation}`, {
		agent: byId(AGENT),
		...fields,
		...options,
	});
	const { items, error } = await runV2(h.sim, parameters, { input });
	expect(error).toBeUndefined();
	return items;
}

describe.each(Object.keys(KINDS))('Data Source > %s', (operation) => {
	const kind = KINDS[operation];

	it("the first import lists the agent's items, then adds every row, each paired with its row; a second run writes nothing", async () => {
		const items = await sync(operation, rows(kind, 3));
		expect(writes().map(({ method, path, body }) => [method, path, body])).toEqual(
			rows(kind, 3).map((row) => ['POST', `${LIST}/${kind.add}`, { ...row, agentId: AGENT }]),
		);
		expect(items).toEqual(
			rows(kind, 3).map((row, item) => ({
				json: { action: 'added', ...kind.shown(row), id: expect.any(String) },
				pairedItem: { item },
			})),
		);
		expect(agentItemIds()).toEqual(expect.arrayContaining(items.map((item) => item.json.id)));
		h.sim.clearRequests();
		const again = await sync(operation, rows(kind, 3));
		expect(h.sim.requests.map((r) => [r.method, r.query.source])).toEqual(
			kind.sources.map((source) => ['GET', source]),
		);
		expect(again.map((item) => item.json.action)).toEqual(['unchanged', 'unchanged', 'unchanged']);
	});

	it('a row another writer wrote otherwise (case, spaces, the forms of a URL) is the same item', async () => {
		await sync(operation, rows(kind, 2));
		h.sim.clearRequests();
		const items = await sync(operation, rows(kind, 2).map(kind.loose));
		expect(writes()).toEqual([]);
		expect(items.map((item) => item.json.action)).toEqual(['unchanged', 'unchanged']);
	});

	it('an item not in the input is kept, unless Delete Missing: then deleted, paired with every input item; Preview writes nothing', async () => {
		const [, , gone] = await sync(operation, rows(kind, 3));
		h.sim.clearRequests();
		await sync(operation, rows(kind, 2));
		expect(writes()).toEqual([]);
		const { changed } = kind;
		const next = [kind.row(0), changed ? changed(kind.row(1)) : kind.row(1), kind.row(3)];
		const preview = await sync(operation, next, { deleteMissing: true, preview: true });
		expect(preview.map(({ json }) => [json.action, json.id === null, json.preview])).toEqual([
			['unchanged', false, true],
			[changed ? 'replaced' : 'unchanged', Boolean(changed), true],
			['added', true, true],
			['deleted', false, true],
		]);
		expect(writes()).toEqual([]);
		const items = await sync(operation, rows(kind, 2), { deleteMissing: true });
		expect(writes().map((r) => r.body)).toEqual([
			{ agentId: AGENT, source: kind.sources[0], id: gone.json.id },
		]);
		expect(items[2]).toEqual({
			json: {
				action: 'deleted',
				id: gone.json.id,
				...kind.shown(kind.row(2)),
				reason: 'not in input',
			},
			pairedItem: [{ item: 0 }, { item: 1 }],
		});
		expect(agentItemIds()).not.toContain(gone.json.id);
	});
});

it.each(Object.keys(KINDS).filter((operation) => KINDS[operation].changed))(
	'Data Source > %s: a changed row is replaced, the new item added first, then the old one deleted',
	async (operation) => {
		const kind = KINDS[operation];
		const [old] = await sync(operation, rows(kind, 1));
		h.sim.clearRequests();
		const row = kind.changed!(kind.row(0));
		const [replaced] = await sync(operation, [row]);
		expect(writes().map(({ method, path }) => `${method} ${path}`)).toEqual([
			`POST ${LIST}/${kind.add}`,
			`DELETE ${LIST}`,
		]);
		expect(replaced.json).toEqual({
			action: 'replaced',
			...kind.shown(row),
			id: expect.any(String),
			previousId: old.json.id,
			...kind.previous!(kind.row(0)),
		});
		expect(agentItemIds()).toEqual([replaced.json.id]);
	},
);

describe('Data Source > syncTexts', () => {
	const texts = rows(KINDS.syncTexts, 2);

	it('Match By Content: the same text under a new title replaces it; a second run writes nothing', async () => {
		await sync('syncTexts', texts);
		const renamed = [{ title: 'Renamed', content: texts[0].content }, texts[1]];
		const items = await sync('syncTexts', renamed, { matchBy: 'content' });
		expect(items.map((item) => item.json.action)).toEqual(['replaced', 'unchanged']);
		h.sim.clearRequests();
		await sync('syncTexts', renamed, { matchBy: 'content' });
		expect(writes()).toEqual([]);
	});

	it('duplicates the agent already has: the one equal to the row stays, the others are deleted in one request and reported', async () => {
		// The same text imported twice by another tool, and once more with another content.
		const addText = parametersFor('dataSource:addText', {
			agent: byId(AGENT),
			...KINDS.syncTexts.fields,
		});
		const input = [texts[0], texts[0], { ...texts[0], title: 'TEXT 0', content: 'Old.' }];
		await runV2(h.sim, addText, { input });
		h.sim.clearRequests();
		const items = await sync('syncTexts', [texts[0]]);
		expect(items.map(({ json, pairedItem }) => [json.action, json.reason, pairedItem])).toEqual([
			['unchanged', undefined, { item: 0 }],
			['deleted', 'duplicate', { item: 0 }],
			['deleted', 'duplicate', { item: 0 }],
		]);
		expect(writes()).toHaveLength(1);
		expect(agentItemIds()).toHaveLength(1);
	});
});
