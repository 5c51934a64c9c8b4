import type { IDataObject } from 'n8n-workflow';

import { LIST_CONTAINER_PATHS } from '../serviceDecisions';
import { at, isRecord } from '../transport/json';

/** The list a response carries, in any shape of LIST_CONTAINER_PATHS, or undefined when it carries none. */
export function extractList(body: unknown): unknown[] | undefined {
	if (Array.isArray(body)) return body;
	for (const path of LIST_CONTAINER_PATHS) {
		const candidate = at(body, path);
		if (Array.isArray(candidate)) return candidate;
	}
	if (!isRecord(body)) return undefined;
	const arrays = Object.values(body).filter(Array.isArray);
	return arrays.length === 1 ? arrays[0] : undefined;
}

/** One JSON object per list element (non-objects wrapped as `{ value }`), or the body itself as one. */
export function responseToJsonItems(body: unknown): IDataObject[] {
	const list = extractList(body);
	const elements = list ?? [body];
	return elements.map((element) =>
		isRecord(element) ? element : { value: element as IDataObject[string] },
	);
}
