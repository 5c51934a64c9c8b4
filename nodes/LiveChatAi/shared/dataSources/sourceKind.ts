import type { IExecuteFunctions, INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import { invalidParameter, requireText } from '../fields/validation';

// The kinds of data source each API knows; listing also accepts ALL.

/** [doc] The legacy API's kinds, as its reference lists them. A PDF source has no kind of its own there. */
export const LEGACY_KINDS: INodePropertyOptions[] = [
	{ name: 'Q&A', value: 'QA' },
	{ name: 'Text', value: 'TEXT' },
	{ name: 'Website', value: 'WEBSITE' },
];

/** [doc] The v2 API's kinds (GET /api/v2/data-sources). */
export const V2_KINDS: INodePropertyOptions[] = [
	{ name: 'DOCX', value: 'DOCX' },
	{ name: 'Image', value: 'IMAGE' },
	{ name: 'PDF', value: 'PDF' },
	{ name: 'Q&A', value: 'QA' },
	{ name: 'Text', value: 'TEXT' },
	{ name: 'Website', value: 'WEBSITE' },
];

const ALL: INodePropertyOptions = { name: 'All', value: 'ALL' };

const offered = (kinds: INodePropertyOptions[], withAll: boolean) =>
	withAll ? [ALL, ...kinds] : kinds;

/** The Source field: with All for listing (the default there), without it where one kind must be named. */
export function sourceField(
	kinds: INodePropertyOptions[],
	withAll: boolean,
	description: string,
	defaultKind = 'WEBSITE',
): INodeProperties {
	return {
		displayName: 'Source',
		name: 'source',
		type: 'options',
		options: offered(kinds, withAll),
		default: withAll ? 'ALL' : defaultKind,
		required: !withAll,
		description,
	};
}

/** The Source value, refused before any request when an expression gives something the field does not offer. */
export function readSource(
	context: IExecuteFunctions,
	itemIndex: number,
	kinds: INodePropertyOptions[],
	withAll: boolean,
): string {
	const options = offered(kinds, withAll);
	const given = requireText(
		context.getNode(),
		context.getNodeParameter('source', itemIndex, ''),
		'Source',
		itemIndex,
	);
	const value = given.toUpperCase();
	if (!options.some((option) => option.value === value)) {
		const names = options.map((option) => `${option.name} (${String(option.value)})`).join(', ');
		throw invalidParameter(
			context.getNode(),
			'Source',
			itemIndex,
			`must be one of ${names}, not "${given}"`,
			`Pick one of ${names}.`,
		);
	}
	return value;
}
