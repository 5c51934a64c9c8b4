import type {
	IDataObject,
	IExecuteFunctions,
	INodeProperties,
	INodePropertyOptions,
} from 'n8n-workflow';

import { CRAWL_DEFAULT_LIMIT } from '../serviceDecisions';
import { apiRequest, apiStreamRequest } from '../transport';
import { withAdditionalBody } from './legacyRequest';
import { requireHttpUrl } from '../fields/httpUrl';
import { invalidParameter } from '../fields/validation';
import { positiveInteger } from '../fields/readParameters';
import { readOptions, optionsCollection } from '../fields/optionsCollection';
import { additionalBodyFields } from './additionalParameters';
import { legacyDescription } from './legacyDescription';
import { distinctLinks, linksIn } from './crawlLinks';

// The crawl of the legacy POST /api/aibot/scrape: version 1's Website > Crawl and version 2's Data Source >
// Crawl Website (v2 has no crawl of its own) share its fields and its execution.

const START_FIELDS: Record<string, string> = { url: 'URL', sitemapUrl: 'Sitemap URL' };

/** The Output option: the links as items, or one item holding them all. */
const OUTPUT_OPTIONS: INodePropertyOptions[] = [
	{
		name: 'One Item per Link',
		value: 'perLink',
		description: 'Output {link} per link, with any other fields LiveChatAI sends for it',
	},
	{
		name: 'One Item with All Links',
		value: 'allInOne',
		description: 'Output one item {links: [...], count} holding the links only',
	},
];

/** The crawl's entry in an Operation dropdown, but for its name (each version names it in its own resource). */
export const crawlAction = {
	action: 'Crawl a website',
	description: legacyDescription(
		'Find the internal links of a website, from a page or its sitemap',
	),
};

export const crawlProperties: INodeProperties[] = [
	{
		displayName: 'Crawl From',
		name: 'crawlFrom',
		type: 'options',
		options: [
			{
				name: 'Sitemap URL',
				value: 'sitemapUrl',
				description: "Read the links from the site's sitemap",
			},
			{
				name: 'URL',
				value: 'url',
				description: 'Follow the links of the site, starting at a page',
			},
		],
		default: 'url',
		description: 'Where LiveChatAI looks for the internal links of the site',
	},
	{
		displayName: 'URL',
		name: 'url',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. https://example.com',
		description: 'Page (http or https) where the crawl starts',
		displayOptions: { show: { crawlFrom: ['url'] } },
	},
	{
		displayName: 'Sitemap URL',
		name: 'sitemapUrl',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. https://example.com/sitemap.xml',
		description: 'Address (http or https) of the sitemap to read',
		displayOptions: { show: { crawlFrom: ['sitemapUrl'] } },
	},
	{
		displayName: 'Limit',
		name: 'linkLimit',
		type: 'number',
		typeOptions: { minValue: 1, numberPrecision: 0 },
		default: CRAWL_DEFAULT_LIMIT,
		description: 'Max number of links to return',
	},
	optionsCollection([
		{
			displayName: 'Output',
			name: 'output',
			type: 'options',
			options: OUTPUT_OPTIONS,
			default: 'perLink',
			description: 'How to output the links found',
		},
		{
			displayName: 'Stream Response',
			name: 'streaming',
			type: 'boolean',
			default: false,
			description:
				'Whether LiveChatAI streams the links as it finds them. The node still waits for the end of the crawl and outputs the same links.',
		},
	]),
	additionalBodyFields,
];

function readStart(context: IExecuteFunctions, itemIndex: number): IDataObject {
	const crawlFrom = context.getNodeParameter('crawlFrom', itemIndex, 'url') as string;
	const displayName = START_FIELDS[crawlFrom];
	if (displayName === undefined) {
		throw invalidParameter(
			context.getNode(),
			'Crawl From',
			itemIndex,
			`must be URL or Sitemap URL, not "${crawlFrom}"`,
			'Pick URL or Sitemap URL.',
		);
	}
	return {
		[crawlFrom]: requireHttpUrl(
			context,
			context.getNodeParameter(crawlFrom, itemIndex, ''),
			displayName,
			itemIndex,
		),
	};
}

/** Crawls for one item: the links as items (or one item holding them all), each link once, at most Limit. */
export async function crawl(this: IExecuteFunctions, itemIndex: number) {
	const options = readOptions(this, itemIndex);
	const streaming = options.flag('streaming', 'Stream Response');
	const output = options.option('output', 'Output', OUTPUT_OPTIONS);
	const limit = positiveInteger(this, 'linkLimit', 'Limit', itemIndex, 'Set Limit to 1 or more.');
	const body = withAdditionalBody(this, itemIndex, {
		...readStart(this, itemIndex),
		limit,
		...(streaming ? { streaming: true } : {}),
	});
	const request = { method: 'POST' as const, path: '/api/aibot/scrape', body, itemIndex };

	let found: IDataObject[];
	if (streaming) {
		const result = await apiStreamRequest.call(this, request);
		// A plain-text stream carries one link a line; every other framing carries JSON values.
		found = linksIn(result.framing === 'text' ? result.text.split(/\r?\n/) : result.values);
	} else {
		found = linksIn(await apiRequest.call(this, request));
	}
	const links = distinctLinks(found, limit);
	if (output === 'allInOne')
		return { links: links.map((entry) => entry.link), count: links.length };
	return links;
}
