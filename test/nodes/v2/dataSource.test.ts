/**
 * Version 2, Data Source resource (all but Sync Q&A, in dataSourceSyncQa.test.ts): each operation in a real
 * workflow through n8n-core against the simulator's v2 API.
 */
import { byId, runLiveChatAi } from '../../harness/liveChatAi';
import { discoverLinks, SEED } from '../../simulator';
import { useSimulator } from '../../simulator/testHelpers';

const h = useSimulator();

const v2 = { typeVersion: 2 };
const support = byId(SEED.agents.support);
const kb = byId(SEED.agents.knowledgeBase);
const dataSource = (operation: string, parameters: Record<string, unknown> = {}) => ({
	resource: 'dataSource',
	operation,
	...parameters,
});

describe('Data Source > Get Many', () => {
	it('with Return All reads every page of 100 and simplifies by default (no text)', async () => {
		const { items } = await runLiveChatAi(
			h.sim,
			dataSource('getMany', { agent: kb, returnAll: true }),
			v2,
		);
		expect(items).toHaveLength(SEED.dataSources.knowledgeBase.count);
		expect(h.sim.requests.map((r) => [r.path, r.query])).toEqual([
			[
				'/api/v2/data-sources',
				{ agentId: SEED.agents.knowledgeBase, source: 'ALL', page: '1', limit: '100' },
			],
			[
				'/api/v2/data-sources',
				{ agentId: SEED.agents.knowledgeBase, source: 'ALL', page: '2', limit: '100' },
			],
		]);
		expect(Object.keys(items[0].json).sort()).toEqual(
			['characterCount', 'createdAt', 'id', 'source', 'status', 'title', 'updatedAt', 'url'].sort(),
		);
		expect(items[129].pairedItem).toEqual({ item: 0 });
	});

	it('with a Limit inside the first page sends one request for that many', async () => {
		const { items } = await runLiveChatAi(
			h.sim,
			dataSource('getMany', { agent: kb, source: 'PDF', returnAll: false, limit: 4 }),
			v2,
		);
		expect(items).toHaveLength(4);
		expect(items.every((item) => item.json.source === 'PDF')).toBe(true);
		expect(h.sim.requests.map((r) => r.query)).toEqual([
			{ agentId: SEED.agents.knowledgeBase, source: 'PDF', page: '1', limit: '4' },
		]);
	});

	it('without Simplify, a Q&A item has its question in title and its answer in text', async () => {
		const { items } = await runLiveChatAi(
			h.sim,
			dataSource('getMany', { agent: support, source: 'QA', returnAll: true, simplify: false }),
			v2,
		);
		expect(items.map((item) => item.json.id)).toEqual([...SEED.dataSources.supportQa].reverse());
		expect(items.find((item) => item.json.id === SEED.dataSources.qa)?.json).toMatchObject({
			title: 'How do I reset my password?',
			text: expect.stringContaining('Forgot password'),
		});
	});

	it('refuses a Source an expression gives that the API does not know, before any request', async () => {
		const { error } = await runLiveChatAi(
			h.sim,
			dataSource('getMany', { agent: support, source: 'VIDEO', returnAll: true }),
			v2,
		);
		expect(error?.message).toMatch(
			/^'Source' must be one of All \(ALL\), DOCX .* not "VIDEO" \[item 0\]$/,
		);
		expect(h.sim.requests).toEqual([]);
	});
});

describe('Data Source > Add', () => {
	it('Add Text posts {title, content, agentId} and outputs the item with the message', async () => {
		const { items } = await runLiveChatAi(
			h.sim,
			dataSource('addText', {
				agent: support,
				title: 'Holidays',
				content: 'Closed on 25 December.',
			}),
			v2,
		);
		expect(h.sim.requests[0]).toMatchObject({ method: 'POST', path: '/api/v2/data-sources/text' });
		expect(h.sim.requests[0].body).toEqual({
			title: 'Holidays',
			content: 'Closed on 25 December.',
			agentId: SEED.agents.support,
		});
		expect(items[0].json).toEqual({
			id: expect.any(String),
			source: 'TEXT',
			isGeneratedByAI: false,
			message: 'Added successfully',
		});
		expect(h.sim.store.dataSources.get(items[0].json.id as string)?.title).toBe('Holidays');
	});

	it('Add URL posts {url, agentId}; a URL that is not http(s) is refused before any request', async () => {
		const url = 'https://acme-sim.test/help/billing';
		const { items } = await runLiveChatAi(h.sim, dataSource('addUrl', { agent: support, url }), v2);
		expect(h.sim.requests[0].body).toEqual({ url, agentId: SEED.agents.support });
		expect(items[0].json).toMatchObject({ source: 'WEBSITE', message: 'Added successfully' });

		h.sim.reset();
		const { error } = await runLiveChatAi(
			h.sim,
			dataSource('addUrl', { agent: support, url: 'ftp://acme-sim.test' }),
			v2,
		);
		expect(error?.message).toBe(`'URL' is not an http(s) URL: "ftp://acme-sim.test" [item 0]`);
		expect(h.sim.requests).toEqual([]);
	});

	it('Add Q&A posts the pair with the AI flag and the related message when set', async () => {
		const message = [...h.sim.store.messages.values()].find(
			(m) => h.sim.store.conversations.get(m.conversationId)?.agentId === SEED.agents.support,
		)!;
		const { items } = await runLiveChatAi(
			h.sim,
			dataSource('addQa', {
				agent: support,
				question: ' Do you ship abroad? ',
				answer: 'Yes, to 40 countries.',
				options: { isGeneratedByAI: true, relatedMessageId: message.id },
			}),
			v2,
		);
		expect(h.sim.requests[0]).toMatchObject({ path: '/api/v2/data-sources/qa' });
		expect(h.sim.requests[0].body).toEqual({
			question: 'Do you ship abroad?',
			answer: 'Yes, to 40 countries.',
			agentId: SEED.agents.support,
			isGeneratedByAI: true,
			relatedMessageId: message.id,
		});
		expect(items[0].json).toMatchObject({ source: 'QA', isGeneratedByAI: true });
	});

	it('Add Q&A without options sends neither flag nor message; an empty Answer is refused first', async () => {
		await runLiveChatAi(
			h.sim,
			dataSource('addQa', { agent: support, question: 'Q?', answer: 'A.' }),
			v2,
		);
		expect(h.sim.requests[0].body).toEqual({
			question: 'Q?',
			answer: 'A.',
			agentId: SEED.agents.support,
		});

		h.sim.reset();
		const { error } = await runLiveChatAi(
			h.sim,
			dataSource('addQa', { agent: support, question: 'Q?', answer: ' ' }),
			v2,
		);
		expect(error?.message).toBe("'Answer' is empty [item 0]");
		expect(h.sim.requests).toEqual([]);
	});

	it.each([
		['docx', 'docx', 'DOCX'],
		['pdf', 'pdf', 'PDF'],
		['image', 'image', 'IMAGE'],
		['={{ "Image" }}', 'image', 'IMAGE'],
	])(
		'Add File with File Type %s posts the text with file type %s and adds a %s item',
		async (fileType, sent, source) => {
			const { items } = await runLiveChatAi(
				h.sim,
				dataSource('addFile', {
					agent: support,
					title: 'Router X2',
					fileType,
					content: 'Two years on every router.',
				}),
				v2,
			);
			expect(h.sim.requests).toHaveLength(1);
			expect(h.sim.requests[0]).toMatchObject({
				method: 'POST',
				path: '/api/v2/data-sources/file',
			});
			expect(h.sim.requests[0].body).toEqual({
				title: 'Router X2',
				content: 'Two years on every router.',
				agentId: SEED.agents.support,
				fileType: sent,
			});
			expect(items[0].json).toEqual({
				id: expect.any(String),
				source,
				isGeneratedByAI: false,
				message: 'Added successfully',
			});
			expect(h.sim.store.dataSources.get(items[0].json.id as string)).toMatchObject({
				chatbotId: SEED.agents.support,
				type: sent,
				title: 'Router X2',
				content: 'Two years on every router.',
			});
		},
	);

	it('Add File refuses a file type an expression gives that the API does not take', async () => {
		const { error } = await runLiveChatAi(
			h.sim,
			dataSource('addFile', { agent: support, title: 'a', fileType: 'xlsx', content: 'b' }),
			v2,
		);
		expect(error?.message).toBe(`'File Type' must be docx, image or pdf, not "xlsx" [item 0]`);
		expect(h.sim.requests).toEqual([]);
	});

	it('an unknown agent fails with the HTTP status and the service message', async () => {
		const { error } = await runLiveChatAi(
			h.sim,
			dataSource('addText', { agent: byId('bot_nope'), title: 'a', content: 'b' }),
			v2,
		);
		expect(error?.message).toBe('Agent not found');
		expect(error?.description).toContain('HTTP 404');
	});
});

describe('Data Source > Delete', () => {
	const [first, second] = SEED.dataSources.supportWebsite;

	it('deletes one ID with {agentId, source, id} and outputs deleted: true with the lists', async () => {
		const { items } = await runLiveChatAi(
			h.sim,
			dataSource('delete', { agent: support, source: 'WEBSITE', ids: first }),
			v2,
		);
		expect(h.sim.requests[0]).toMatchObject({ method: 'DELETE', path: '/api/v2/data-sources' });
		expect(h.sim.requests[0].body).toEqual({
			agentId: SEED.agents.support,
			source: 'WEBSITE',
			id: first,
		});
		expect(items[0].json).toEqual({
			deleted: true,
			agentId: SEED.agents.support,
			source: 'WEBSITE',
			deletedIds: [first],
			notFoundIds: [],
			message: 'Deleted 1 item(s)',
		});
		expect(h.sim.store.dataSources.has(first)).toBe(false);
	});

	it('deletes many IDs, from a list or an array, with {ids}', async () => {
		const { items } = await runLiveChatAi(
			h.sim,
			dataSource('delete', { agent: support, source: 'WEBSITE', ids: '={{ $json.ids }}' }),
			{ ...v2, input: [{ ids: [first, second, first] }] },
		);
		expect(h.sim.requests[0].body).toEqual({
			agentId: SEED.agents.support,
			source: 'WEBSITE',
			ids: [first, second],
		});
		expect(items[0].json).toMatchObject({ deleted: true, deletedIds: [first, second] });
	});

	it('fails on IDs not found, naming them and the ones deleted (never silently)', async () => {
		const { error } = await runLiveChatAi(
			h.sim,
			dataSource('delete', { agent: support, source: 'WEBSITE', ids: `${first}, ds_gone` }),
			v2,
		);
		expect(error?.message).toBe('1 of 2 data sources not found: ds_gone');
		expect(error?.description).toContain(`Deleted: ${first}.`);
		expect(h.sim.store.dataSources.has(first)).toBe(false);
	});

	it('with Ignore IDs Not Found, succeeds and lists them', async () => {
		const { items } = await runLiveChatAi(
			h.sim,
			dataSource('delete', {
				agent: support,
				source: 'QA',
				ids: `${first}, ${SEED.dataSources.qa}`,
				options: { ignoreNotFound: true },
			}),
			v2,
		);
		expect(items[0].json).toMatchObject({
			deleted: true,
			deletedIds: [SEED.dataSources.qa],
			notFoundIds: [first],
		});
	});

	it('with Continue On Fail, the not-found error is paired with its item and the next goes on', async () => {
		const { items } = await runLiveChatAi(
			h.sim,
			dataSource('delete', { agent: support, source: 'WEBSITE', ids: '={{ $json.id }}' }),
			{ ...v2, continueOnFail: true, input: [{ id: 'ds_gone' }, { id: second }] },
		);
		expect(items[0]).toEqual({
			json: {
				error: '1 of 1 data sources not found: ds_gone',
				message: expect.stringContaining('Nothing was deleted.'),
			},
			pairedItem: { item: 0 },
		});
		expect(items[1]).toMatchObject({ json: { deletedIds: [second] }, pairedItem: { item: 1 } });
	});

	it('refuses an empty ID list before any request', async () => {
		const { error } = await runLiveChatAi(
			h.sim,
			dataSource('delete', { agent: support, source: 'WEBSITE', ids: ' , ' }),
			v2,
		);
		expect(error?.message).toBe("'Data Source IDs' is empty [item 0]");
		expect(h.sim.requests).toEqual([]);
	});
});

describe('Data Source > Crawl Website (legacy endpoint)', () => {
	it('posts to /api/aibot/scrape as version 1 does and outputs one item per link', async () => {
		const url = 'https://acme-sim.test/';
		const { items } = await runLiveChatAi(
			h.sim,
			dataSource('crawlWebsite', { crawlFrom: 'url', url, linkLimit: 3 }),
			v2,
		);
		expect(h.sim.requests[0]).toMatchObject({ method: 'POST', path: '/api/aibot/scrape' });
		expect(h.sim.requests[0].body).toEqual({ url, limit: 3 });
		expect(items.map((item) => item.json)).toEqual(discoverLinks(url, 3).map((link) => ({ link })));
	});
});
