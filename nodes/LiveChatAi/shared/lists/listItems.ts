import type { IDataObject } from 'n8n-workflow';

import { LIST_CONTAINER_PATHS } from '../serviceDecisions';

export function isRecord(value: unknown): value is IDataObject {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value at a path of object keys, or undefined where the path leaves the objects. */
export function at(value: unknown, path: readonly string[]): unknown {
	return path.reduce<unknown>((node, key) => (isRecord(node) ? node[key] : undefined), value);
}

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

/** A single-result body as the JSON of one item: an object as it came, anything else under `response`. */
export function responseToJson(body: unknown): IDataObject {
	return isRecord(body) ? body : { response: body as IDataObject[string] };
}
