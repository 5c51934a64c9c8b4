import { useSimulator } from '../testHelpers';

describe('legacy scrape', () => {
	const h = useSimulator();

	it('scrape returns the internal links of the fake site, limit applies (default 100)', async () => {
		const res = await h.api.post('/api/aibot/scrape', {
			url: 'https://shop.example.com/some/page',
		});
		expect(res.status).toBe(200);
		expect(res.data.total).toBe(100);
		expect(res.data.links).toHaveLength(100);
		expect(res.data.links.slice(0, 3)).toEqual([
			'https://shop.example.com/',
			'https://shop.example.com/about',
			'https://shop.example.com/pricing',
		]);
		expect(res.data.links).toContain('https://shop.example.com/blog/post-1');
		const limited = await h.api.post('/api/aibot/scrape', {
			url: 'https://shop.example.com',
			limit: 5,
		});
		expect(limited.data).toEqual({ links: res.data.links.slice(0, 5), total: 5 });
		const huge = await h.api.post('/api/aibot/scrape', {
			sitemapUrl: 'http://docs.example.org/sitemap.xml',
			limit: 10000,
		});
		expect(huge.data.total).toBe(250);
		expect(huge.data.links[0]).toBe('http://docs.example.org/');
		expect(new Set(huge.data.links).size).toBe(250);
	});

	it.each([
		[{}, 'url or sitemapUrl is required'],
		[{ url: '' }, 'url or sitemapUrl is required'],
		[{ url: 'mailto:a@b.c' }, 'url must be an http(s) URL'],
		[{ sitemapUrl: 'nope' }, 'sitemapUrl must be an http(s) URL'],
		[{ url: 12 }, 'url must be a string'],
		[{ url: 'https://a.test', limit: 0 }, 'limit must be a positive integer'],
		[{ url: 'https://a.test', limit: 2.5 }, 'limit must be a positive integer'],
		[{ url: 'https://a.test', limit: '10' }, 'limit must be a positive integer'],
		[{ url: 'https://a.test', streaming: 1 }, 'streaming must be a boolean'],
	])('scrape validates %j', async (body, message) => {
		const res = await h.api.post('/api/aibot/scrape', body);
		expect(res.status).toBe(400);
		expect(res.data).toEqual({ status: 'error', message, code: 'validation_error' });
	});
});
