import { SEED } from '../index';
import { useSimulator } from '../testHelpers';

const kb = SEED.agents.knowledgeBase;
const agentId = SEED.agents.support;
const ITEM_KEYS = [
	'id',
	'title',
	'text',
	'url',
	'source',
	'status',
	'characterCount',
	'createdAt',
	'updatedAt',
].sort();

describe('v2 data sources', () => {
	const h = useSimulator();
	const list = (params: Record<string, unknown>) => h.api.get('/api/v2/data-sources', { params });
	const ids = (res: { data: { data: { items: Array<{ id: string }> } } }) =>
		res.data.data.items.map((i) => i.id);

	it('lists items newest first in `data` with the `pages` wrapper, over many pages', async () => {
		const res = await list({ agentId: kb, limit: 100 });
		expect(res.status).toBe(200);
		expect(Object.keys(res.data.data).sort()).toEqual(['agentId', 'items', 'pages', 'totalCount']);
		expect(res.data.data.totalCount).toBe(SEED.dataSources.knowledgeBase.count);
		expect(res.data.data.pages).toEqual({
			page: 1,
			perPage: 100,
			totalPages: 2,
			hasPrevious: false,
			hasNext: true,
			previous: null,
			next: 2,
		});
		expect(ids(res)[0]).toBe('ds_kb_130');
		expect(Object.keys(res.data.data.items[0]).sort()).toEqual(ITEM_KEYS);
		const rest = await list({ agentId: kb, limit: 100, page: 2 });
		const all = [...ids(res), ...ids(rest)];
		expect(new Set(all).size).toBe(SEED.dataSources.knowledgeBase.count);
		expect(all[all.length - 1]).toBe('ds_kb_001');
	});

	it.each(Object.entries(SEED.dataSources.knowledgeBase.perSource))(
		'source=%s filters by the v2 kind (%i items)',
		async (source, count) => {
			const res = await list({ agentId: kb, source, limit: 100 });
			expect(res.data.data.totalCount).toBe(count);
			expect(res.data.data.items.every((i: { source: string }) => i.source === source)).toBe(true);
		},
	);

	it('items carry their kind: Q&A question in title and answer in text, statuses vary', async () => {
		const res = await list({ agentId: kb, limit: 100, page: 1 });
		const byId = new Map(res.data.data.items.map((i: { id: string }) => [i.id, i]));
		expect(byId.get('ds_kb_129')).toEqual({
			id: 'ds_kb_129',
			title: 'What about case 129?',
			text: expect.stringContaining('entry 129'),
			url: null,
			source: 'QA',
			status: 'TRAINED',
			characterCount: (byId.get('ds_kb_129') as { text: string }).text.length,
			createdAt: expect.any(String),
			updatedAt: expect.any(String),
		});
		expect(byId.get('ds_kb_127')).toMatchObject({
			source: 'WEBSITE',
			url: 'https://kb.acme-sim.test/articles/127',
		});
		const statuses = new Set(res.data.data.items.map((i: { status: string }) => i.status));
		expect([...statuses].sort()).toEqual(['FAILED', 'PENDING', 'TRAINED']);
		const legacyPdf = await list({ agentId, source: 'PDF' });
		expect(ids(legacyPdf)).toEqual([SEED.dataSources.pdf]);
	});

	it.each([
		[
			'text',
			{ title: 'Hours', content: 'Open 9 to 5' },
			'TEXT',
			{ title: 'Hours', text: 'Open 9 to 5' },
		],
		[
			'url',
			{ url: 'https://acme.test/faq' },
			'WEBSITE',
			{ url: 'https://acme.test/faq', title: 'acme.test/faq' },
		],
		['qa', { question: 'Q?', answer: 'A.' }, 'QA', { title: 'Q?', text: 'A.' }],
		[
			'file',
			{ title: 'x.pdf', content: 'Pages', fileType: 'pdf' },
			'PDF',
			{ title: 'x.pdf', text: 'Pages' },
		],
		['file', { title: 'x.docx', content: 'Doc', fileType: 'docx' }, 'DOCX', { text: 'Doc' }],
		[
			'file',
			{ title: 'x.png', content: 'A diagram', fileType: 'image' },
			'IMAGE',
			{ text: 'A diagram' },
		],
	])(
		'POST /data-sources/%s %j adds a %s item, listed first',
		async (kind, body, source, fields) => {
			h.sim.clock.advance(1000);
			const res = await h.api.post(`/api/v2/data-sources/${kind}`, { ...body, agentId });
			expect(res.status).toBe(200);
			expect(res.data).toEqual({
				status: 'success',
				data: {
					message: 'Added successfully',
					item: { id: expect.any(String), source, isGeneratedByAI: false },
				},
			});
			const first = (await list({ agentId })).data.data.items[0];
			expect(first).toMatchObject({ id: res.data.data.item.id, source, ...fields });
		},
	);

	it('a Q&A item can be flagged AI-made and tied to a message of the agent', async () => {
		const messageId = h.sim.store.messagesOf(SEED.conversations.latest)[0].id;
		const res = await h.api.post('/api/v2/data-sources/qa', {
			question: 'Q?',
			answer: 'A.',
			agentId,
			isGeneratedByAI: true,
			relatedMessageId: messageId,
		});
		expect(res.data.data.item.isGeneratedByAI).toBe(true);
		expect(h.sim.store.dataSources.get(res.data.data.item.id)?.relatedMessageId).toBe(messageId);
		const foreign = await h.api.post('/api/v2/data-sources/qa', {
			question: 'Q?',
			answer: 'A.',
			agentId: SEED.agents.sales,
			relatedMessageId: messageId,
		});
		expect(foreign.status).toBe(404);
		expect(foreign.data.message).toBe('Message not found');
	});

	it('items added by v2 show in the legacy list and back', async () => {
		const v2 = await h.api.post('/api/v2/data-sources/file', {
			title: 'P',
			content: 'x',
			agentId,
			fileType: 'pdf',
		});
		const legacy = await h.api.get('/api/aibot/data-source/items', {
			params: { chatbotId: agentId, source: 'TEXT' },
		});
		expect(legacy.data.data).toContainEqual(
			expect.objectContaining({ id: v2.data.data.item.id, type: 'pdf' }),
		);
		const old = await h.api.post('/api/aibot/data-source/qa', {
			question: 'L?',
			answer: 'L.',
			chatbotId: agentId,
		});
		expect(ids(await list({ agentId, source: 'QA' }))).toContain(old.data.id);
	});

	it.each([
		['text', { content: 'c' }, 'title is required'],
		['text', { title: 't' }, 'content is required'],
		['url', { url: 'ftp://x.test' }, 'url must be an http(s) URL'],
		['qa', { question: 'q' }, 'answer is required'],
		[
			'qa',
			{ question: 'q', answer: 'a', isGeneratedByAI: 'no' },
			'isGeneratedByAI must be a boolean',
		],
		['file', { title: 't', content: 'c' }, 'fileType is required'],
		[
			'file',
			{ title: 't', content: 'c', fileType: 'xls' },
			'fileType must be one of pdf, docx, image',
		],
		['file', { title: 't', content: ['c'], fileType: 'pdf' }, 'content must be a string'],
	])('POST /data-sources/%s %j -> 400 %s', async (kind, body, message) => {
		const res = await h.api.post(`/api/v2/data-sources/${kind}`, { agentId, ...body });
		expect(res.status).toBe(400);
		expect(res.data).toEqual({ status: 'error', message, code: 'validation_error' });
		expect(h.sim.store.dataSources.size).toBe(SEED.counts.dataSources);
	});

	it('adding needs agentId, of the workspace', async () => {
		const none = await h.api.post('/api/v2/data-sources/text', { title: 't', content: 'c' });
		expect(none.data.message).toBe('agentId is required');
		const foreign = await h.api.post('/api/v2/data-sources/text', {
			title: 't',
			content: 'c',
			agentId: SEED.agents.other,
		});
		expect(foreign.status).toBe(404);
	});

	it('DELETE deletes what matches and reports the rest in notFound', async () => {
		const res = await h.api.delete('/api/v2/data-sources', {
			data: {
				agentId,
				source: 'QA',
				id: SEED.dataSources.qa,
				ids: [SEED.dataSources.qa, SEED.dataSources.qaGenerated, SEED.dataSources.text, 'ds_nope'],
			},
		});
		expect(res.status).toBe(200);
		expect(res.data).toEqual({
			status: 'success',
			data: {
				message: 'Deleted 2 item(s)',
				agentId,
				source: 'QA',
				deleted: [SEED.dataSources.qa, SEED.dataSources.qaGenerated],
				notFound: [SEED.dataSources.text, 'ds_nope'],
			},
		});
		expect(h.sim.store.dataSources.has(SEED.dataSources.qa)).toBe(false);
		expect(h.sim.store.dataSources.has(SEED.dataSources.text)).toBe(true);
		const pdf = await h.api.delete('/api/v2/data-sources', {
			data: { agentId, source: 'PDF', ids: [SEED.dataSources.pdf] },
		});
		expect(pdf.data.data.deleted).toEqual([SEED.dataSources.pdf]);
		const none = await h.api.delete('/api/v2/data-sources', {
			data: { agentId, source: 'TEXT', id: 'ds_nope' },
		});
		expect(none.status).toBe(200);
		expect(none.data.data).toMatchObject({ deleted: [], notFound: ['ds_nope'] });
	});

	it.each([
		[{ source: 'QA', id: 'x' }, 'agentId is required'],
		[{ agentId, id: 'x' }, 'source is required'],
		[
			{ agentId, source: 'ALL', id: 'x' },
			'source must be one of WEBSITE, TEXT, QA, PDF, DOCX, IMAGE',
		],
		[{ agentId, source: 'QA' }, 'id or ids is required'],
		[{ agentId, source: 'QA', ids: [1] }, 'ids must be an array of non-empty strings'],
	])('DELETE %j -> 400 %s', async (data, message) => {
		const res = await h.api.delete('/api/v2/data-sources', { data });
		expect(res.status).toBe(400);
		expect(res.data.message).toBe(message);
		expect(h.sim.store.dataSources.size).toBe(SEED.counts.dataSources);
	});

	it('list validates source and needs agentId', async () => {
		expect((await list({ agentId, source: 'VIDEO' })).data.message).toBe(
			'source must be one of WEBSITE, TEXT, QA, PDF, DOCX, IMAGE, ALL',
		);
		expect((await list({})).data.message).toBe('agentId is required');
	});
});
