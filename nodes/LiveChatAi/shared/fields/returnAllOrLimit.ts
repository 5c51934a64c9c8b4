import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { positiveInteger } from './readParameters';
import { readBoolean } from './typedValues';

/** Return All, and Limit when not returning all: the pair every Get Many carries. */
export function returnAllOrLimit(maxLimit?: number): INodeProperties[] {
	return [
		{
			displayName: 'Return All',
			name: 'returnAll',
			type: 'boolean',
			default: false,
			description: 'Whether to return all results or only up to a given limit',
		},
		{
			displayName: 'Limit',
			name: 'limit',
			type: 'number',
			default: 50,
			typeOptions: { minValue: 1, ...(maxLimit ? { maxValue: maxLimit } : {}) },
			displayOptions: { show: { returnAll: [false] } },
			description: 'Max number of results to return',
		},
	];
}

/** The Limit to apply, or undefined with Return All; a limit below 1 is refused before any request. */
export function readLimit(context: IExecuteFunctions, itemIndex: number): number | undefined {
	if (readBoolean(context, 'returnAll', itemIndex, 'Return All', false)) return undefined;
	const fix = 'Set Limit to 1 or more, or turn on Return All.';
	return positiveInteger(context, 'limit', 'Limit', itemIndex, fix);
}
