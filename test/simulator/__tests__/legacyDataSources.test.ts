import { SEED } from '../index';
import { useSimulator } from '../testHelpers';

const support = SEED.chatbots.support;

describe('legacy data sources', () => {
	const h = useSimulator();
	const ids = async (source?: string) => {
		const res = await h.api.get('/api/aibot/data-source/items', {
			params: { chatbotId: support, source },
		});
		expect(res.status).toBe(200);
		return (res.data.data as Array<{ id: string }>).map((d) => d.id);
	};

	it('lists items by source (default ALL)', async () => {
		expect(await ids('WEBSITE')).toEqual(SEED.dataSources.supportWebsite);
		expect(await ids('TEXT')).toEqual(SEED.dataSources.supportText);
		expect(await ids('QA')).toEqual(SEED.dataSources.supportQa);
		const all = await ids('ALL');
		expect(all).toHaveLength(9);
		expect(await ids()).toEqual(all);
	});

	it('item shapes: url, text, pdf (source TEXT, type pdf, pages kept), qa', async () => {
		const res = await h.api.get('/api/aibot/data-source/items', { params: { chatbotId: support } });
		const byId = new Map((res.data.data as Array<Record<string, unknown>>).map((d) => [d.id, d]));
		expect(byId.get(SEED.dataSources.website)).toMatchObject({
			source: 'WEBSITE',
			type: 'url',
			url: 'https://help.acme-sim.test/',
		});
		expect(byId.get(SEED.dataSources.text)).toMatchObject({
			source: 'TEXT',
			type: 'text',
			title: 'Support hours',
		});
		const pdf = byId.get(SEED.dataSources.pdf) as {
			source: string;
			type: string;
			pages: unknown[];
		};
		expect(pdf.source).toBe('TEXT');
		expect(pdf.type).toBe('pdf');
		expect(pdf.pages).toHaveLength(3);
		expect(byId.get(SEED.dataSources.qaGenerated)).toMatchObject({
			source: 'QA',
			type: 'qa',
			isGeneratedByAI: true,
		});
		expect(byId.get(SEED.dataSources.qa)).not.toHaveProperty('url');
	});

	it('items validation', async () => {
		const bad = await h.api.get('/api/aibot/data-source/items', {
			params: { chatbotId: support, source: 'PDF' },
		});
		expect(bad.status).toBe(400);
		expect(bad.data.message).toBe('source must be one of WEBSITE, TEXT, QA, ALL');
		const none = await h.api.get('/api/aibot/data-source/items');
		expect(none.data.message).toBe('chatbotId is required');
		const unknown = await h.api.get('/api/aibot/data-source/items', {
			params: { chatbotId: 'bot_x' },
		});
		expect(unknown.status).toBe(404);
	});

	it('adds text, url, qa and pdf items', async () => {
		const text = await h.api.post('/api/aibot/data-source/text', {
			title: 'Returns',
			content: 'Return within 30 days.',
			chatbotId: support,
		});
		expect(text.status).toBe(200);
		expect(text.data).toMatchObject({
			chatbotId: support,
			source: 'TEXT',
			type: 'text',
			title: 'Returns',
			content: 'Return within 30 days.',
			createdAt: '2026-11-01T12:00:00.000Z',
		});
		const url = await h.api.post('/api/aibot/data-source/url', {
			url: 'https://acme.test/faq',
			chatbotId: support,
		});
		expect(url.data).toMatchObject({
			source: 'WEBSITE',
			type: 'url',
			url: 'https://acme.test/faq',
		});
		const qa = await h.api.post('/api/aibot/data-source/qa', {
			question: 'Q?',
			answer: 'A.',
			chatbotId: support,
			isGeneratedByAI: true,
		});
		expect(qa.data).toMatchObject({
			source: 'QA',
			type: 'qa',
			question: 'Q?',
			answer: 'A.',
			isGeneratedByAI: true,
		});
		const qaDefault = await h.api.post('/api/aibot/data-source/qa', {
			question: 'Q2?',
			answer: 'A2.',
			chatbotId: support,
		});
		expect(qaDefault.data.isGeneratedByAI).toBe(false);
		const pdf = await h.api.post('/api/aibot/data-source/pdf', {
			title: 'Guide.pdf',
			content: [
				{ text: 'Page one', page: 1 },
				{ text: 'Page two', page: 2 },
			],
			chatbotId: support,
		});
		expect(pdf.data).toMatchObject({
			source: 'TEXT',
			type: 'pdf',
			title: 'Guide.pdf',
			content: 'Page one\nPage two',
			pages: [
				{ text: 'Page one', page: 1 },
				{ text: 'Page two', page: 2 },
			],
		});
		expect(await ids('ALL')).toHaveLength(14);
		expect(h.sim.store.dataSources.get(pdf.data.id)?.pages).toHaveLength(2);
	});

	it.each([
		['/api/aibot/data-source/text', { content: 'c', chatbotId: support }, 'title is required'],
		['/api/aibot/data-source/text', { title: 't', chatbotId: support }, 'content is required'],
		['/api/aibot/data-source/text', { title: 't', content: 'c' }, 'chatbotId is required'],
		[
			'/api/aibot/data-source/text',
			{ title: 't', content: ['c'], chatbotId: support },
			'content must be a string',
		],
		['/api/aibot/data-source/url', { chatbotId: support }, 'url is required'],
		[
			'/api/aibot/data-source/url',
			{ url: 'ftp://x.test/', chatbotId: support },
			'url must be an http(s) URL',
		],
		[
			'/api/aibot/data-source/url',
			{ url: 'not a url', chatbotId: support },
			'url must be an http(s) URL',
		],
		['/api/aibot/data-source/qa', { answer: 'a', chatbotId: support }, 'question is required'],
		['/api/aibot/data-source/qa', { question: 'q', chatbotId: support }, 'answer is required'],
		[
			'/api/aibot/data-source/qa',
			{ question: 'q', answer: 'a', chatbotId: support, isGeneratedByAI: 'true' },
			'isGeneratedByAI must be a boolean',
		],
		[
			'/api/aibot/data-source/pdf',
			{ content: [{ text: 'x', page: 1 }], chatbotId: support },
			'title is required',
		],
		['/api/aibot/data-source/pdf', { title: 't', chatbotId: support }, 'content is required'],
		[
			'/api/aibot/data-source/pdf',
			{ title: 't', content: [], chatbotId: support },
			'content must be a non-empty array of {text, page}',
		],
		[
			'/api/aibot/data-source/pdf',
			{ title: 't', content: 'text', chatbotId: support },
			'content must be a non-empty array of {text, page}',
		],
		[
			'/api/aibot/data-source/pdf',
			{ title: 't', content: [{ text: 'x', page: 0 }], chatbotId: support },
			'content[0].page must be a positive integer',
		],
		[
			'/api/aibot/data-source/pdf',
			{ title: 't', content: [{ text: 'x', page: 1 }, { page: 2 }], chatbotId: support },
			'content[1].text must be a string',
		],
		[
			'/api/aibot/data-source/pdf',
			{ title: 't', content: [{ text: 'x', page: 1 }] },
			'chatbotId is required',
		],
	])('POST %s %j -> 400 %s', async (path, body, message) => {
		const res = await h.api.post(path, body);
		expect(res.status).toBe(400);
		expect(res.data).toEqual({ status: 'error', message, code: 'validation_error' });
		expect(h.sim.store.dataSources.size).toBe(SEED.counts.dataSources);
	});

	it('add to an unknown chatbot is 404', async () => {
		const res = await h.api.post('/api/aibot/data-source/text', {
			title: 't',
			content: 'c',
			chatbotId: SEED.chatbots.other,
		});
		expect(res.status).toBe(404);
		expect(res.data.message).toBe('Chatbot not found');
	});

	it('updates a Q&A pair; unknown id is 404', async () => {
		const res = await h.api.put('/api/aibot/data-source/qa', {
			id: SEED.dataSources.qa,
			question: 'How to reset?',
			answer: 'Use the link.',
			chatbotId: support,
		});
		expect(res.status).toBe(200);
		expect(res.data).toMatchObject({
			id: SEED.dataSources.qa,
			question: 'How to reset?',
			answer: 'Use the link.',
			isGeneratedByAI: false,
		});
		expect(h.sim.store.dataSources.get(SEED.dataSources.qa)?.answer).toBe('Use the link.');
		const unknown = await h.api.put('/api/aibot/data-source/qa', {
			id: 'ds_nope',
			question: 'q',
			answer: 'a',
			chatbotId: support,
		});
		expect(unknown.status).toBe(404);
		const notQa = await h.api.put('/api/aibot/data-source/qa', {
			id: SEED.dataSources.text,
			question: 'q',
			answer: 'a',
			chatbotId: support,
		});
		expect(notQa.status).toBe(404);
		const noId = await h.api.put('/api/aibot/data-source/qa', {
			question: 'q',
			answer: 'a',
			chatbotId: support,
		});
		expect(noId.data.message).toBe('id is required');
	});

	it('deletes one item', async () => {
		const res = await h.api.post('/api/aibot/data-source/delete', {
			chatbotId: support,
			source: 'QA',
			id: SEED.dataSources.qa,
		});
		expect(res.status).toBe(200);
		expect(res.data).toEqual({ status: 'success', deleted: [SEED.dataSources.qa] });
		expect(await ids('QA')).toEqual(['ds_qa_refund', 'ds_qa_ai']);
	});

	it('deletes in bulk (id plus ids, duplicates folded)', async () => {
		const res = await h.api.post('/api/aibot/data-source/delete', {
			chatbotId: support,
			source: 'WEBSITE',
			id: 'ds_web_home',
			ids: ['ds_web_home', 'ds_web_pricing', 'ds_web_refunds'],
		});
		expect(res.data).toEqual({
			status: 'success',
			deleted: ['ds_web_home', 'ds_web_pricing', 'ds_web_refunds'],
		});
		expect(await ids('WEBSITE')).toEqual([]);
	});

	it('an unknown id (or one of another source) deletes nothing', async () => {
		const res = await h.api.post('/api/aibot/data-source/delete', {
			chatbotId: support,
			source: 'TEXT',
			id: 'ds_text_hours',
			ids: ['ds_qa_refund'],
		});
		expect(res.status).toBe(404);
		expect(res.data).toEqual({
			status: 'error',
			message: 'Data source item not found: ds_qa_refund',
			code: 'not_found',
		});
		expect(h.sim.store.dataSources.has('ds_text_hours')).toBe(true);
	});

	it.each([
		[{ source: 'QA', id: 'x' }, 'chatbotId is required'],
		[{ chatbotId: support, id: 'x' }, 'source is required'],
		[{ chatbotId: support, source: 'ALL', id: 'x' }, 'source must be one of WEBSITE, TEXT, QA'],
		[{ chatbotId: support, source: 'QA' }, 'id is required'],
		[
			{ chatbotId: support, source: 'QA', id: 'x', ids: 'y' },
			'ids must be an array of non-empty strings',
		],
		[
			{ chatbotId: support, source: 'QA', id: 'x', ids: [1] },
			'ids must be an array of non-empty strings',
		],
	])('delete validates %j', async (body, message) => {
		const res = await h.api.post('/api/aibot/data-source/delete', body);
		expect(res.status).toBe(400);
		expect(res.data.message).toBe(message);
	});
});
