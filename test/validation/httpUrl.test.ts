/** shared/fields/httpUrl.ts: a web address (Add URL, the crawl, the Sync's URL sources) is http(s) with a host. */
import { requireHttpUrl } from '../../nodes/LiveChatAi/shared/fields/httpUrl';
import { contextWith, refusal, told } from './context';

const FIX =
	'Enter a full web address starting with https:// or http://, e.g. https://example.com/help.';

describe('requireHttpUrl', () => {
	// An https URL trimmed: test/nodes/v1/dataSource.test.ts (Add URL).
	it('accepts an http URL with a port and a query as it is', () => {
		const url = 'http://127.0.0.1:8080/a?b=c';
		expect(requireHttpUrl(contextWith(), url, 'URL', 0)).toBe(url);
	});

	it.each([undefined, '', '   '])('refuses %j as empty, saying what a URL looks like', (value) => {
		expect(told(refusal(() => requireHttpUrl(contextWith(), value, 'URL', 1)))).toEqual({
			message: "'URL' is empty [item 1]",
			description: FIX,
			itemIndex: 1,
		});
	});

	// Without a scheme, and ftp: test/nodes/refusesBadInput.test.ts.
	it.each(['javascript:alert(1)', 'mailto:help@acme-sim.test', '/var/www/sitemap.xml', 'https://'])(
		'refuses %j, showing it',
		(value) => {
			const error = refusal(() => requireHttpUrl(contextWith(), value, 'Sitemap URL', 0));
			expect(told(error)).toEqual({
				message: `'Sitemap URL' is not an http(s) URL: "${value}" [item 0]`,
				description: FIX,
				itemIndex: 0,
			});
		},
	);

	it('shows at most 80 characters of a long bad value', () => {
		const value = `www.${'a'.repeat(100)}.test`;
		expect(refusal(() => requireHttpUrl(contextWith(), value, 'URL', 0)).message).toBe(
			`'URL' is not an http(s) URL: "${value.slice(0, 80)}…" [item 0]`,
		);
	});
});
