import type { IExecuteFunctions, INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import { invalidParameter, requireText } from '../../../shared/validation';

// The kinds of the legacy API (interface.md); listing also accepts ALL. A PDF source has no kind of its own.
const KINDS: INodePropertyOptions[] = [
	{ name: 'Q&A', value: 'QA' },
	{ name: 'Text', value: 'TEXT' },
	{ name: 'Website', value: 'WEBSITE' },
];
const ALL: INodePropertyOptions = { name: 'All', value: 'ALL' };

/** The Source field: with All for listing (the default there), without it where one kind must be named. */
export function sourceField(withAll: boolean, description: string): INodeProperties {
	return {
		displayName: 'Source',
		name: 'source',
		type: 'options',
		options: withAll ? [ALL, ...KINDS] : KINDS,
		default: withAll ? 'ALL' : 'WEBSITE',
		required: !withAll,
		description,
	};
}

/** The Source value, refused before any request when an expression gives something the field does not offer. */
export function readSource(
	context: IExecuteFunctions,
	itemIndex: number,
	withAll: boolean,
): string {
	const options = withAll ? [ALL, ...KINDS] : KINDS;
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
