import type { IExecuteFunctions } from 'n8n-workflow';

import { invalidParameter, requireText } from './validation';

function isHttpUrl(text: string): boolean {
	try {
		const url = new URL(text);
		return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
	} catch {
		return false;
	}
}

/** A value as a trimmed http(s) URL, or an error naming its parameter and item before any request. */
export function requireHttpUrl(
	context: IExecuteFunctions,
	value: unknown,
	displayName: string,
	itemIndex: number,
): string {
	const fix = `Enter a full web address starting with https:// or http://, e.g. https://example.com/help.`;
	const text = requireText(context.getNode(), value, displayName, itemIndex, fix);
	if (!isHttpUrl(text)) {
		const shown = text.length > 80 ? `${text.slice(0, 80)}…` : text;
		throw invalidParameter(
			context.getNode(),
			displayName,
			itemIndex,
			`is not an http(s) URL: "${shown}"`,
			fix,
		);
	}
	return text;
}
