import type { INodeProperties } from 'n8n-workflow';

import type { ParameterContext } from './typedValues';
import { readBoolean } from './typedValues';

/** The Simplify toggle wherever wide conversation records come out (Get Many, the trigger): one name, one text. */
export const simplifyToggle: INodeProperties = {
	displayName: 'Simplify',
	name: 'simplify',
	type: 'boolean',
	default: true,
	description: 'Whether to return a simplified version of the response instead of the raw data',
};

/** Simplify as set for an item (the poll's without an index): on unless turned off. */
export function readSimplify(context: ParameterContext, itemIndex: number | undefined): boolean {
	return readBoolean(context, simplifyToggle.name, itemIndex, simplifyToggle.displayName, true);
}
