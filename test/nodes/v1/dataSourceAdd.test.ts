/** Version 1, Data Source > Add URL, Add Text, Add Q&A and Update Q&A, in the real engine against the simulator. */
import { SEED } from '../../simulator';
import { useSimulator } from '../../simulator/testHelpers';
import { runLiveChatAi } from '../../harness/liveChatAi';
import { SUPPORT, dataSource, timestamps, added, stored } from '../../fixtures/v1DataSources';

const h = useSimulator();

describe('Data Source > Add URL', () => {
	it('posts exactly {url, chatbotId} and outputs the new item as returned', async () => {
		const { items, error } = await runLiveChatAi(
			h.sim,
			dataSource('addUrl', { url: '  https://acme-sim.test/faq  ' }),
		);
		expect(error).toBeUndefined();
		expect(h.sim.requests).toHaveLength(1);
		expect(h.sim.requests[0]).toMatchObject({ method: 'POST', path: '/api/aibot/data-source/url' });
		expect(h.sim.requests[0].body).toEqual({
			url: 'https://acme-sim.test/faq',
			chatbotId: SUPPORT,
		});
		expect(items).toHaveLength(1);
		expect(items[0].json).toEqual(
			added({
				source: 'WEBSITE',
				type: 'url',
				title: 'acme-sim.test/faq',
				url: 'https://acme-sim.test/faq',
			}),
		);
		expect(stored(h.sim, items[0].json.id)?.url).toBe('https://acme-sim.test/faq');
		expect(items[0].pairedItem).toEqual({ item: 0 });
	});
});

describe('Data Source > Add Text', () => {
	it('posts exactly {title, content, chatbotId} and outputs the new item', async () => {
		const { items } = await runLiveChatAi(
			h.sim,
			dataSource('addText', {
				title: 'Holidays',
				content: 'Closed on public holidays in Germany.',
			}),
		);
		expect(h.sim.requests[0]).toMatchObject({
			method: 'POST',
			path: '/api/aibot/data-source/text',
		});
		expect(h.sim.requests[0].body).toEqual({
			title: 'Holidays',
			content: 'Closed on public holidays in Germany.',
			chatbotId: SUPPORT,
		});
		expect(items[0].json).toEqual(
			added({
				source: 'TEXT',
				type: 'text',
				title: 'Holidays',
				content: 'Closed on public holidays in Germany.',
			}),
		);
	});
});

describe('Data Source > Add Q&A', () => {
	const faq = [
		{ question: 'Do you ship abroad?', answer: 'Yes, to the whole EU.', ai: false },
		{ question: 'Is there an app?', answer: 'Yes, for iOS and Android.', ai: true },
		{ question: 'Can I pay by invoice?', answer: 'Business plans can.', ai: false },
	];
	const byExpression = {
		question: '={{ $json.question }}',
		answer: '={{ $json.answer }}',
		isGeneratedByAI: '={{ $json.ai }}',
	};

	it('sends one request per input item, driven by expressions, each body exactly as documented', async () => {
		const { items, error } = await runLiveChatAi(h.sim, dataSource('addQa', byExpression), {
			input: faq,
		});
		expect(error).toBeUndefined();
		expect(h.sim.requests.map((request) => [request.method, request.path])).toEqual([
			['POST', '/api/aibot/data-source/qa'],
			['POST', '/api/aibot/data-source/qa'],
			['POST', '/api/aibot/data-source/qa'],
		]);
		expect(h.sim.requests.map((request) => request.body)).toEqual(
			faq.map(({ question, answer, ai }) => ({
				question,
				answer,
				chatbotId: SUPPORT,
				isGeneratedByAI: ai,
			})),
		);
		expect(
			items.map((item) => [item.json.question, item.json.isGeneratedByAI, item.pairedItem]),
		).toEqual([
			['Do you ship abroad?', false, { item: 0 }],
			['Is there an app?', true, { item: 1 }],
			['Can I pay by invoice?', false, { item: 2 }],
		]);
		expect(stored(h.sim, items[1].json.id)).toMatchObject({
			source: 'QA',
			answer: 'Yes, for iOS and Android.',
		});
	});

	it('sends isGeneratedByAI false by default', async () => {
		await runLiveChatAi(h.sim, dataSource('addQa', { question: 'Q?', answer: 'A.' }));
		expect(h.sim.requests[0].body).toEqual({
			question: 'Q?',
			answer: 'A.',
			chatbotId: SUPPORT,
			isGeneratedByAI: false,
		});
	});

	it('stops the run at a blank answer, naming its item: one request at a time, nothing is sent for it or after it', async () => {
		const input = [faq[0], { question: 'Why?', answer: '  ', ai: false }, faq[2]];
		const parameters = { ...dataSource('addQa', byExpression), options: { concurrency: 1 } };
		const { error } = await runLiveChatAi(h.sim, parameters, { input });
		expect(error?.message).toBe("'Answer' is empty [item 1]");
		expect(h.sim.requests.map((request) => request.body)).toEqual([
			expect.objectContaining({ question: faq[0].question }),
		]);
	});
});

describe('Data Source > Update Q&A', () => {
	it('puts exactly {id, question, answer, chatbotId} and outputs the updated pair', async () => {
		const { items } = await runLiveChatAi(
			h.sim,
			dataSource('updateQa', {
				qaId: SEED.dataSources.qa,
				question: 'How do I change my password?',
				answer: 'Open Settings > Security.',
			}),
		);
		expect(h.sim.requests[0]).toMatchObject({ method: 'PUT', path: '/api/aibot/data-source/qa' });
		expect(h.sim.requests[0].body).toEqual({
			id: SEED.dataSources.qa,
			question: 'How do I change my password?',
			answer: 'Open Settings > Security.',
			chatbotId: SUPPORT,
		});
		expect(items[0].json).toEqual({
			id: SEED.dataSources.qa,
			chatbotId: SUPPORT,
			source: 'QA',
			type: 'qa',
			question: 'How do I change my password?',
			answer: 'Open Settings > Security.',
			isGeneratedByAI: false,
			...timestamps,
		});
		expect(stored(h.sim, SEED.dataSources.qa)?.answer).toBe('Open Settings > Security.');
	});

	it('updates one pair per input item from expressions', async () => {
		const input = [
			{ id: SEED.dataSources.qa, question: 'Q1?', answer: 'A1.' },
			{ id: 'ds_qa_refund', question: 'Q2?', answer: 'A2.' },
		];
		const { items } = await runLiveChatAi(
			h.sim,
			dataSource('updateQa', {
				qaId: '={{ $json.id }}',
				question: '={{ $json.question }}',
				answer: '={{ $json.answer }}',
			}),
			{ input },
		);
		expect(h.sim.requests.map((request) => request.body)).toEqual(
			input.map(({ id, question, answer }) => ({ id, question, answer, chatbotId: SUPPORT })),
		);
		expect(items.map((item) => [item.json.id, item.json.answer, item.pairedItem])).toEqual([
			[SEED.dataSources.qa, 'A1.', { item: 0 }],
			['ds_qa_refund', 'A2.', { item: 1 }],
		]);
	});
});
