import type { StreamFraming } from '../../simulator';
import { discoverLinks } from '../../simulator';
import { useSimulator } from '../../simulator/testHelpers';
import { eachExchange, expectExchange } from '../v2/v2Operations';
import { V1 } from './operations';
import { distinctLinks, linksIn } from '../../../nodes/LiveChatAi/shared/legacy/crawlLinks';

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

describe('Website > Crawl', () => {
	eachExchange({ h, options: V1 }, [
		{
			name: 'posts exactly {url, limit} with the default limit of 100 and outputs one item per link',
			parameters: crawl(),
			request: 'POST /api/aibot/scrape',
			body: { url: SITE, limit: 100 },
			output: () => discoverLinks(SITE, 100).map((link) => ({ link })),
		},
		{
			name: 'crawls a sitemap with {sitemapUrl, limit}',
			parameters: crawl({ crawlFrom: 'sitemapUrl', sitemapUrl: SITEMAP, linkLimit: 5 }),
			request: 'POST /api/aibot/scrape',
			body: { sitemapUrl: SITEMAP, limit: 5 },
			output: () =>
				['', 'about', 'pricing', 'contact', 'features'].map((page) => ({
					link: `https://docs.acme-sim.test/${page}`,
				})),
		},
		{
			name: 'outputs one item with all links and their count when asked',
			parameters: crawl({ linkLimit: 3, options: { output: 'allInOne' } }),
			request: 'POST /api/aibot/scrape',
			body: { url: SITE, limit: 3 },
			output: () => [{ links: discoverLinks(SITE, 3), count: 3 }],
		},
	]);

	// A plain-text stream carries a link a line, every other framing JSON values (read alike: v1/chatbot.test.ts).
	it.each<StreamFraming>(['sse', 'text'])(
		'streams with framing %s and outputs the same links as without streaming',
		async (framing) => {
			h.sim.setStreamFraming(framing);
			await expectExchange(h.sim, {
				name: framing,
				parameters: crawl({ linkLimit: 35, options: { streaming: true } }),
				options: V1,
				request: 'POST /api/aibot/scrape',
				body: { url: SITE, limit: 35, streaming: true },
				output: () => discoverLinks(SITE, 35).map((link) => ({ link })),
			});
		},
	);
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
