import type { INodeProperties } from 'n8n-workflow';

/** The Simplify toggle wherever wide conversation records come out (Get Many, the trigger): one name, one text. */
export const simplifyToggle: INodeProperties = {
	displayName: 'Simplify',
	name: 'simplify',
	type: 'boolean',
	default: true,
	description: 'Whether to return a simplified version of the response instead of the raw data',
};
