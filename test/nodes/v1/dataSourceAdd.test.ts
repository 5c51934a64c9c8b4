/** Version 1, Data Source > Add URL, Add Text, Add Q&A and Update Q&A, in the real engine against the simulator. */
import { SEED } from '../../simulator';
import { useSimulator } from '../../simulator/testHelpers';
import { byId, runLiveChatAi } from '../../harness/liveChatAi';
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

	it('sends Additional Body Fields, its own fields winning on a clash', async () => {
		await runLiveChatAi(
			h.sim,
			dataSource('addUrl', {
				url: 'https://acme-sim.test/faq',
				additionalBodyFields: {
					parameter: [
						{ name: 'url', value: 'https://elsewhere.test/' },
						{ name: 'depth', value: '2' },
					],
				},
			}),
		);
		expect(h.sim.requests[0].body).toEqual({
			depth: '2',
			url: 'https://acme-sim.test/faq',
			chatbotId: SUPPORT,
		});
	});

	it.each([
		['   ', "'URL' is empty [item 0]"],
		['={{ $json.nothing }}', "'URL' is empty [item 0]"],
		['example.com/help', '\'URL\' is not an http(s) URL: "example.com/help" [item 0]'],
		[
			'ftp://example.com/file.txt',
			'\'URL\' is not an http(s) URL: "ftp://example.com/file.txt" [item 0]',
		],
		['javascript:alert(1)', '\'URL\' is not an http(s) URL: "javascript:alert(1)" [item 0]'],
		['https://', '\'URL\' is not an http(s) URL: "https://" [item 0]'],
	])('refuses the URL %j before any request', async (url, message) => {
		const { error } = await runLiveChatAi(h.sim, dataSource('addUrl', { url }));
		expect(error?.message).toBe(message);
		expect(h.sim.requests).toHaveLength(0);
	});

	it('with Continue On Fail, pairs the error with the failing input', async () => {
		const { items } = await runLiveChatAi(
			h.sim,
			dataSource('addUrl', { url: '={{ $json.url }}' }),
			{
				input: [{ url: 'https://acme-sim.test/a' }, { url: 'not a url' }],
				continueOnFail: true,
			},
		);
		expect(h.sim.requests).toHaveLength(1);
		expect(items).toHaveLength(2);
		expect(items[0]).toMatchObject({
			json: { url: 'https://acme-sim.test/a' },
			pairedItem: { item: 0 },
		});
		expect(items[1]).toMatchObject({
			json: { error: '\'URL\' is not an http(s) URL: "not a url" [item 1]' },
			pairedItem: { item: 1 },
		});
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

	it.each([
		[{ title: ' ', content: 'Text' }, "'Title' is empty [item 0]"],
		[{ title: 'Title', content: '={{ "" }}' }, "'Content' is empty [item 0]"],
	])('refuses %j before any request', async (parameters, message) => {
		const { error } = await runLiveChatAi(h.sim, dataSource('addText', parameters));
		expect(error?.message).toBe(message);
		expect(h.sim.requests).toHaveLength(0);
	});

	it('with Continue On Fail, outputs the service error paired with its input', async () => {
		const { items } = await runLiveChatAi(
			h.sim,
			dataSource('addText', { chatbot: byId(SEED.chatbots.other), title: 'T', content: 'C' }),
			{ continueOnFail: true },
		);
		expect(items).toEqual([
			{
				json: { error: 'Chatbot not found', message: expect.stringContaining('HTTP 404') },
				pairedItem: { item: 0 },
			},
		]);
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

	it('refuses a blank answer naming the item, sending nothing for it', async () => {
		const input = [faq[0], { question: 'Why?', answer: '  ', ai: false }, faq[2]];
		const { error } = await runLiveChatAi(h.sim, dataSource('addQa', byExpression), { input });
		expect(error?.message).toBe("'Answer' is empty [item 1]");
		const questions = h.sim.requests.map(
			(request) => (request.body as { question: string }).question,
		);
		expect(questions).toContain(faq[0].question);
		expect(questions).not.toContain('Why?');
	});

	it('with one request at a time, stops at the blank answer before the items after it', async () => {
		const input = [faq[0], { question: 'Why?', answer: '  ', ai: false }, faq[2]];
		const parameters = { ...dataSource('addQa', byExpression), options: { concurrency: 1 } };
		const { error } = await runLiveChatAi(h.sim, parameters, { input });
		expect(error?.message).toBe("'Answer' is empty [item 1]");
		expect(h.sim.requests).toHaveLength(1);
	});

	it('refuses a blank question before any request', async () => {
		const { error } = await runLiveChatAi(
			h.sim,
			dataSource('addQa', { question: ' \n ', answer: 'A.' }),
		);
		expect(error?.message).toBe("'Question' is empty [item 0]");
		expect(h.sim.requests).toHaveLength(0);
	});

	it('with Continue On Fail, pairs the error with its item and adds the others', async () => {
		const input = [faq[0], { question: 'Why?', answer: '', ai: false }, faq[2]];
		const { items, error } = await runLiveChatAi(h.sim, dataSource('addQa', byExpression), {
			input,
			continueOnFail: true,
		});
		expect(error).toBeUndefined();
		expect(h.sim.requests).toHaveLength(2);
		expect(items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }, { item: 2 }]);
		expect(items[1].json).toEqual({
			error: "'Answer' is empty [item 1]",
			message: "Enter a value for 'Answer'.",
		});
		expect(items[2].json.question).toBe('Can I pay by invoice?');
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

	it("refuses an empty 'Q&A ID' before any request", async () => {
		const { error } = await runLiveChatAi(
			h.sim,
			dataSource('updateQa', { qaId: '  ', question: 'Q?', answer: 'A.' }),
		);
		expect(error?.message).toBe("'Q&A ID' is empty [item 0]");
		expect(h.sim.requests).toHaveLength(0);
	});

	it('with Continue On Fail, outputs the 404 of an unknown pair paired with its input', async () => {
		const { items } = await runLiveChatAi(
			h.sim,
			dataSource('updateQa', { qaId: 'ds_missing', question: 'Q?', answer: 'A.' }),
			{ continueOnFail: true },
		);
		expect(items).toHaveLength(1);
		expect(items[0]).toMatchObject({
			json: { error: 'Q&A item not found', message: expect.stringContaining('HTTP 404') },
			pairedItem: { item: 0 },
		});
	});
});
