import type { IDataObject } from 'n8n-workflow';

import { CRAWL_LINK_LIST_FIELDS, STREAM_LINK_FIELDS } from '../serviceDecisions';
import { extractList } from '../lists/listItems';
import { isRecord } from '../transport/json';

/**
 * The links a crawl response, or one streamed value of it, carries (see CRAWL_LINK_LIST_FIELDS): a string is a
 * link; an object with a link field is one link, its other fields kept beside `link`; any other object or array
 * is searched for its list of links, inside a `data` envelope too. Values that hold no link (e.g. progress events) give none.
 */
export function linksIn(value: unknown): IDataObject[] {
	if (typeof value === 'string') return value.trim() === '' ? [] : [{ link: value.trim() }];
	if (Array.isArray(value)) return value.flatMap(linksIn);
	if (!isRecord(value)) return [];
	const linkField = STREAM_LINK_FIELDS.find(
		(name) => typeof value[name] === 'string' && value[name].trim() !== '',
	);
	if (linkField !== undefined) {
		const { [linkField]: link, ...others } = value;
		return [{ ...others, link: (link as string).trim() }];
	}
	const listField = CRAWL_LINK_LIST_FIELDS.find((name) => Array.isArray(value[name]));
	const list = listField === undefined ? extractList(value) : value[listField];
	if (Array.isArray(list)) return list.flatMap(linksIn);
	// The success envelope of the current API, {status, data: {...}}, may wrap the links.
	return isRecord(value.data) ? linksIn(value.data) : [];
}

/** Each link once (the first occurrence wins), at most `limit` of them. */
export function distinctLinks(links: IDataObject[], limit: number): IDataObject[] {
	const byLink = new Map<unknown, IDataObject>();
	for (const entry of links) if (!byLink.has(entry.link)) byLink.set(entry.link, entry);
	return [...byLink.values()].slice(0, limit);
}
