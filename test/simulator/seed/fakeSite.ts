/**
 * The fake website crawled by `scrape`: for any host, the same 250 pages in the same order
 * ('/', '/about', '/pricing', ..., '/blog/post-1', ...).
 */
import { words } from './time';

const FAKE_SITE_SIZE = 250;

const FIXED_PAGES = words(
	'/ /about /pricing /contact /features /customers /careers /security /privacy /terms /docs ' +
		'/docs/getting-started /docs/integrations /docs/api /docs/faq /blog',
);

/** Internal links of the site of `url` (its origin), at most `limit`. */
export function discoverLinks(url: string, limit: number): string[] {
	const origin = new URL(url).origin;
	const paths = [...FIXED_PAGES];
	for (let i = 1; paths.length < FAKE_SITE_SIZE; i++) paths.push(`/blog/post-${i}`);
	return paths.slice(0, limit).map((p) => `${origin}${p}`);
}
