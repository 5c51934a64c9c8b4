import type { StreamFraming } from '../../simulator';
import { discoverLinks } from '../../simulator';
import { useSimulator } from '../../simulator/testHelpers';
import { runLiveChatAi } from '../../harness/liveChatAi';
import { distinctLinks, linksIn } from '../../../nodes/LiveChatAi/shared/crawl/crawlLinks';

const h = useSimulator();

const SITE = 'https://acme-sim.test/';
const SITEMAP = 'https://docs.acme-sim.test/sitemap.xml';

const crawl = (parameters: Record<string, unknown> = {}) => ({
	resource: 'website',
	operation: 'crawl',
	crawlFrom: 'url',
	url: SITE,
	...parameters,
});

const linksOf = (items: Array<{ json: Record<string, unknown> }>) =>
	items.map((item) => item.json.link);

describe('Website > Crawl', () => {
	it('posts exactly {url, limit} with the default limit of 100 and outputs one item per link', async () => {
		const { items, error } = await runLiveChatAi(h.sim, crawl());
		expect(error).toBeUndefined();
		expect(h.sim.requests).toHaveLength(1);
		expect(h.sim.requests[0]).toMatchObject({ method: 'POST', path: '/api/aibot/scrape' });
		expect(h.sim.requests[0].body).toEqual({ url: SITE, limit: 100 });
		expect(items).toHaveLength(100);
		expect(items.map((item) => item.json)).toEqual(
			discoverLinks(SITE, 100).map((link) => ({ link })),
		);
		expect(items[0].json).toEqual({ link: 'https://acme-sim.test/' });
		expect(items[99].pairedItem).toEqual({ item: 0 });
	});

	it('crawls a sitemap with {sitemapUrl, limit}', async () => {
		const { items } = await runLiveChatAi(
			h.sim,
			crawl({ crawlFrom: 'sitemapUrl', sitemapUrl: SITEMAP, linkLimit: 5 }),
		);
		expect(h.sim.requests[0].body).toEqual({ sitemapUrl: SITEMAP, limit: 5 });
		expect(linksOf(items)).toEqual([
			'https://docs.acme-sim.test/',
			'https://docs.acme-sim.test/about',
			'https://docs.acme-sim.test/pricing',
			'https://docs.acme-sim.test/contact',
			'https://docs.acme-sim.test/features',
		]);
	});

	it('outputs one item with all links and their count when asked', async () => {
		const { items } = await runLiveChatAi(
			h.sim,
			crawl({ linkLimit: 3, options: { output: 'allInOne' } }),
		);
		expect(items).toEqual([
			{
				json: {
					links: [
						'https://acme-sim.test/',
						'https://acme-sim.test/about',
						'https://acme-sim.test/pricing',
					],
					count: 3,
				},
				pairedItem: { item: 0 },
			},
		]);
	});

	it.each<StreamFraming>(['sse', 'ndjson', 'jsonl', 'json', 'text'])(
		'streams with framing %s and outputs the same links as without streaming',
		async (framing) => {
			h.sim.setStreamFraming(framing);
			const { items, error } = await runLiveChatAi(
				h.sim,
				crawl({ linkLimit: 35, options: { streaming: true } }),
			);
			expect(error).toBeUndefined();
			expect(h.sim.requests[0].body).toEqual({ url: SITE, limit: 35, streaming: true });
			expect(items.map((item) => item.json)).toEqual(
				discoverLinks(SITE, 35).map((link) => ({ link })),
			);
		},
	);

	it.each<StreamFraming>(['sse', 'text'])(
		'streams with framing %s into one item with all links',
		async (framing) => {
			h.sim.setStreamFraming(framing);
			const { items } = await runLiveChatAi(
				h.sim,
				crawl({ linkLimit: 12, options: { streaming: true, output: 'allInOne' } }),
			);
			expect(items).toHaveLength(1);
			expect(items[0].json).toEqual({ links: discoverLinks(SITE, 12), count: 12 });
		},
	);

	it('crawls one site per input item from expressions, pairing the links with their item', async () => {
		const { items } = await runLiveChatAi(
			h.sim,
			crawl({ url: '={{ $json.site }}', linkLimit: '={{ $json.max }}' }),
			{
				input: [
					{ site: 'https://one.test/start', max: 2 },
					{ site: 'https://two.test', max: 1 },
				],
			},
		);
		expect(h.sim.requests.map((request) => request.body)).toEqual([
			{ url: 'https://one.test/start', limit: 2 },
			{ url: 'https://two.test', limit: 1 },
		]);
		expect(items.map((item) => [item.json.link, item.pairedItem])).toEqual([
			['https://one.test/', { item: 0 }],
			['https://one.test/about', { item: 0 }],
			['https://two.test/', { item: 1 }],
		]);
	});
});

describe('crawl link extraction (the CRAWL_LINK_LIST_FIELDS decision)', () => {
	it('reads {links: [strings]}, the shapes of a list, and objects with link or url, keeping their other fields', () => {
		expect(linksIn({ links: ['https://a.test/1', ' https://a.test/2 '], total: 2 })).toEqual([
			{ link: 'https://a.test/1' },
			{ link: 'https://a.test/2' },
		]);
		expect(
			linksIn({ data: { items: [{ url: 'https://a.test/x', title: 'X', depth: 1 }] } }),
		).toEqual([{ link: 'https://a.test/x', title: 'X', depth: 1 }]);
		expect(linksIn([{ link: 'https://a.test/y', url: 'https://a.test/canonical' }])).toEqual([
			{ link: 'https://a.test/y', url: 'https://a.test/canonical' },
		]);
		expect(
			linksIn({ status: 'success', data: { links: [{ link: 'https://a.test/z', type: 'page' }] } }),
		).toEqual([{ link: 'https://a.test/z', type: 'page' }]);
	});

	it('finds no link in values that carry none (progress events, numbers, empty strings)', () => {
		expect(linksIn([{ type: 'progress', found: 3 }, 42, null, '', { links: [] }])).toEqual([]);
	});

	it('keeps each link once, the first occurrence winning, and at most the limit', () => {
		const links = linksIn([
			'https://a.test/1',
			{ link: 'https://a.test/1', title: 'again' },
			'https://a.test/2',
			'https://a.test/3',
		]);
		expect(distinctLinks(links, 2)).toEqual([
			{ link: 'https://a.test/1' },
			{ link: 'https://a.test/2' },
		]);
	});
});
