/** The legacy crawl (Website > Crawl, body ours): the links of the fake site (fakeSite.ts) of the host. */
import type { Route, RouteContext } from '../../context';
import { validationError } from '../../errors';
import { discoverLinks } from '../../fakeSite';
import { json } from '../../responses';
import { scrapeStream } from '../../streaming';
import {
	bodyObject,
	isHttpUrl,
	optionalBoolean,
	optionalPositiveInteger,
	optionalString,
} from '../../validation';

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
