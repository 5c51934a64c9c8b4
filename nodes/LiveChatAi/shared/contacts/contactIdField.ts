import type { INodeProperties } from 'n8n-workflow';

/** A field that takes a contact: a plain ID (no list of contacts is needed to pick one); required unless told. */
export function contactIdField(
	description: string,
	{ hint, required = true }: { hint?: string; required?: boolean } = {},
): INodeProperties {
	return {
		displayName: 'Contact ID',
		name: 'contactId',
		type: 'string',
		required,
		default: '',
		placeholder: 'e.g. clx1a2b3c0000abcd1234efgh',
		description,
		...(hint ? { hint } : {}),
	};
}
