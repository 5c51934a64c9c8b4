import type { INodeProperties } from 'n8n-workflow';

/** The User ID option of what a human agent does (reply, typing): `description` says what it is for. */
export function userIdOption(description: string): INodeProperties {
	return {
		displayName: 'User ID',
		name: 'userId',
		type: 'string',
		default: '',
		placeholder: 'e.g. clx1a2b3c0000abcd1234efgh',
		description,
	};
}
