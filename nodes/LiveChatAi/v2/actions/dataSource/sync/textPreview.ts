import type { IDataObject } from 'n8n-workflow';

import { LISTED_TEXT_PREVIEW } from '../../../../shared/serviceDecisions';

/** A listed `text` that shows the start of a longer content (LISTED_TEXT_PREVIEW). */
export interface TextPreview {
	/** The text shown, without its ellipsis, white space runs as one space. */
	start: string;
	characterCount: number;
}

const spaced = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The item's `text` as a preview, where its `characterCount` says the content is longer than what is listed. */
export function previewOf(item: IDataObject): TextPreview | undefined {
	const { text, characterCount } = item;
	if (typeof text !== 'string' || typeof characterCount !== 'number') return undefined;
	const shown = text.trimEnd();
	const ellipsis = LISTED_TEXT_PREVIEW.ellipses.find((marker) => shown.endsWith(marker));
	// Measured without its ellipsis: a text only a little longer than the cut may be listed longer than it is.
	const start = ellipsis ? shown.slice(0, -ellipsis.length) : text;
	return characterCount > start.length ? { start: spaced(start), characterCount } : undefined;
}

/** Whether `content` is what the preview shows the start of: it begins with the preview and has its length. */
export function previewMatches({ start, characterCount }: TextPreview, content: string): boolean {
	if (!spaced(content).startsWith(start)) return false;
	const trimmed = content.trim();
	const lengths = [content.length, trimmed.length, [...content].length, [...trimmed].length];
	return lengths.includes(characterCount);
}
