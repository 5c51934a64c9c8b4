import type { IExecuteFunctions } from 'n8n-workflow';

import { invalidParameter } from './validation';

/**
 * One ID or many: a comma-separated string, or an array from an expression. Whitespace is trimmed, empty
 * entries dropped and repeats removed (first occurrence kept); no ID at all is refused before any request.
 */
export function readIdList(
	context: IExecuteFunctions,
	value: unknown,
	displayName: string,
	itemIndex: number,
): string[] {
	const fix = `Enter one ID, or several separated by commas, e.g. ds_123, ds_456.`;
	const parts: unknown[] = Array.isArray(value)
		? value
		: typeof value === 'string'
			? value.split(',')
			: [value];
	const ids = parts.map((part) => {
		if (part === undefined || part === null) return '';
		if (typeof part === 'string' || typeof part === 'number') return String(part).trim();
		throw invalidParameter(
			context.getNode(),
			displayName,
			itemIndex,
			`holds ${JSON.stringify(part)}, which is not an ID`,
			fix,
		);
	});
	const unique = [...new Set(ids.filter((id) => id !== ''))];
	if (unique.length === 0)
		throw invalidParameter(context.getNode(), displayName, itemIndex, 'is empty', fix);
	return unique;
}
