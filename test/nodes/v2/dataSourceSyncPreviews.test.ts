/**
 * The Syncs against a list whose texts are previews (the form `textPreviewLength`: a long text listed as its start
 * and '...', `characterCount` its full length, as the reference's example shows): a long text or answer unchanged is
 * kept, by Title and by Content, whatever the preview's length; one changed past the preview is replaced; a preview
 * several input items begin with is never deleted on a guess. Checked on the simulator's store.
 */
import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { byId } from '../../harness/liveChatAi';
import { SEED } from '../../simulator';
import { useSimulator } from '../../simulator/testHelpers';
import { fromJson, parametersFor, runV2 } from './v2Operations';

const h = useSimulator();

const AGENT = SEED.agents.team[0];
const ADDS = /^\/api\/v2\/data-sources\/(text|qa|file)$/;
const long = (i: number, tail = 'the end.') =>
	`Chapter ${i}. ${'A long paragraph of the handbook, '.repeat(12)}${tail}`;

async function sync(operation: string, fields: INodeParameters, rows: IDataObject[], extra = {}) {
	const parameters = parametersFor(`dataSource:${operation}`, {
		agent: byId(AGENT),
		...fields,
		deleteMissing: true,
		...extra,
	});
	const { items, error } = await runV2(h.sim, parameters, { input: rows });
	expect(error).toBeUndefined();
	return items.map((item) => item.json);
}
const actions = (items: IDataObject[]) => items.map((item) => item.action);
const held = (type: string) =>
	[...h.sim.store.dataSources.values()].filter((d) => d.chatbotId === AGENT && d.type === type);
const writes = () =>
	h.sim.requests.filter((r) => ADDS.test(r.path) || r.method === 'DELETE').length;

// Of three lengths: even a preview of one character tells them apart by their characterCount.
const texts = [0, 1, 2].map((i) => ({
	title: `Handbook ${i}`,
	content: long(i, ' the end.'.repeat(i + 1).trim()),
}));
const TEXTS = fromJson('title', 'content');

describe.each([1, 50, 200])('previews of %i characters', (length) => {
	beforeEach(() => h.sim.setForms({ textPreviewLength: length }));

	it.each(['title', 'content'])(
		'Sync Texts by %s: long texts as they were are unchanged, nothing written',
		async (matchBy) => {
			await sync('syncTexts', TEXTS, texts, { matchBy });
			h.sim.clearRequests();
			const items = await sync('syncTexts', TEXTS, texts, { matchBy });
			expect(actions(items)).toEqual(['unchanged', 'unchanged', 'unchanged']);
			expect(writes()).toBe(0);
			expect(
				held('text')
					.map((d) => d.content)
					.sort(),
			).toEqual(texts.map((t) => t.content).sort());
		},
	);

	it('Sync Texts by Title: a text changed past the preview to another length is replaced', async () => {
		await sync('syncTexts', TEXTS, texts);
		const changed = [{ ...texts[0], content: `${texts[0].content} Revised.` }, ...texts.slice(1)];
		const items = await sync('syncTexts', TEXTS, changed);
		expect(actions(items)).toEqual(['replaced', 'unchanged', 'unchanged']);
		expect(
			held('text')
				.map((d) => d.content)
				.sort(),
		).toEqual(changed.map((t) => t.content).sort());
	});

	it('the limit of a preview: a change past it that keeps the length is not seen (LISTED_TEXT_PREVIEW)', async () => {
		await sync('syncTexts', TEXTS, texts);
		const sameLength = [{ ...texts[0], content: texts[0].content.replace(/end\.$/, 'END.') }];
		expect(sameLength[0].content).not.toBe(texts[0].content);
		const items = await sync('syncTexts', TEXTS, sameLength, { deleteMissing: false });
		expect(actions(items)).toEqual(['unchanged']);
	});

	it('Sync Q&A: a long answer as it was is unchanged; Sync Files: a long file text too', async () => {
		const pairs = [0, 1].map((i) => ({ question: `Question ${i}?`, answer: long(i) }));
		const QA = fromJson('question', 'answer');
		await sync('syncQa', QA, pairs);
		const files = [{ title: 'manual.pdf', content: long(9), fileType: 'pdf' }];
		const FILES = fromJson('title', 'content', 'fileType');
		await sync('syncFiles', FILES, files);
		h.sim.clearRequests();
		expect(actions(await sync('syncQa', QA, pairs))).toEqual(['unchanged', 'unchanged']);
		expect(actions(await sync('syncFiles', FILES, files))).toEqual(['unchanged']);
		expect(writes()).toBe(0);
	});
});

it('by Content, a preview several input items begin with is kept, never deleted on a guess; the items are added', async () => {
	h.sim.setForms({ textPreviewLength: 50 });
	// Same start, same length: only their last word tells them apart, past the preview.
	const [a, b] = ['north.', 'south.'].map((tail, i) => ({
		title: `T${i}`,
		content: long(0, tail),
	}));
	await sync('syncTexts', TEXTS, [a], { matchBy: 'content' });
	const [old] = held('text');
	const items = await sync('syncTexts', TEXTS, [a, b], { matchBy: 'content' });
	expect(actions(items)).toEqual(['added', 'added', 'kept']);
	expect(items[2]).toMatchObject({ id: old.id, reason: expect.stringContaining('preview') });
	expect(
		held('text')
			.map((d) => d.content)
			.sort(),
	).toEqual([a.content, a.content, b.content].sort());
});

it('by Content, a preview no input item begins with is not in the input: deleted only with Delete Texts Not in Input', async () => {
	h.sim.setForms({ textPreviewLength: 50 });
	await sync('syncTexts', TEXTS, [texts[0]], { matchBy: 'content' });
	const other = [{ title: 'Other', content: long(5) }];
	const kept = await sync('syncTexts', TEXTS, other, { matchBy: 'content', deleteMissing: false });
	expect(actions(kept)).toEqual(['added']);
	expect(held('text')).toHaveLength(2);
	const items = await sync('syncTexts', TEXTS, other, { matchBy: 'content' });
	expect(actions(items)).toEqual(['unchanged', 'deleted']);
	expect(held('text').map((d) => d.content)).toEqual([other[0].content]);
});
