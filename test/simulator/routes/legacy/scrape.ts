/** The legacy crawl (Website > Crawl, body ours): the links of the fake site (seed/fakeSite.ts) of the host. */
import { discoverLinks } from '../../seed/fakeSite';
import type { Route, RouteContext } from '../../server/context';
import { validationError } from '../../server/errors';
import { json } from '../../server/reply';
import { scrapeStream } from '../../server/streaming';
import {
	bodyObject,
	isHttpUrl,
	optionalBoolean,
	optionalPositiveInteger,
	optionalString,
} from '../../server/validation';

const DEFAULT_SCRAPE_LIMIT = 100;

function scrape(ctx: RouteContext) {
	const body = bodyObject(ctx.body);
	const url = optionalString(body, 'url');
	const sitemapUrl = optionalString(body, 'sitemapUrl');
	const limit = optionalPositiveInteger(body, 'limit') ?? DEFAULT_SCRAPE_LIMIT;
	const streaming = optionalBoolean(body, 'streaming') ?? false;
	if (!url && !sitemapUrl) throw validationError('url or sitemapUrl is required');
	if (url && !isHttpUrl(url)) throw validationError('url must be an http(s) URL');
	if (sitemapUrl && !isHttpUrl(sitemapUrl))
		throw validationError('sitemapUrl must be an http(s) URL');
	const links = discoverLinks((url || sitemapUrl) as string, limit);
	return streaming
		? scrapeStream(ctx.settings.streamFraming, links)
		: json({ links, total: links.length });
}

export const legacyScrapeRoutes: Route[] = [
	{ method: 'POST', pattern: '/api/aibot/scrape', handler: scrape },
];
