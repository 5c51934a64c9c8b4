import type { IDataObject } from 'n8n-workflow';

// The JSON shapes of a response body, as every request function and reader of a body needs them.

export function isRecord(value: unknown): value is IDataObject {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value at a path of object keys, or undefined where the path leaves the objects. */
export function at(value: unknown, path: readonly string[]): unknown {
	return path.reduce<unknown>((node, key) => (isRecord(node) ? node[key] : undefined), value);
}

/** A single-result body as the JSON of one item: an object as it came, anything else under `response`. */
export function responseToJson(body: unknown): IDataObject {
	return isRecord(body) ? body : { response: body as IDataObject[string] };
}
