import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { readSimplify, simplifyToggle } from '../../../shared/fields/simplify';
import { v2Request } from '../../../shared/transport';
import { contactIdField } from '../../../shared/contacts/contactIdField';
import { contactPath } from './contactId';
import { simplifyContact } from './simplifyContact';
import type { OperationOption } from '../../../shared/operations/resource';

export const resource = 'contact';
export const key = 'get';

export const properties: INodeProperties[] = [
	contactIdField('ID of the contact to get'),
	{
		...simplifyToggle,
		description:
			'Whether to return a simplified version of the response instead of the raw data. Simplified, the attributes come as one object of names and values.',
	},
];

export const option: OperationOption = {
	name: 'Get',
	action: 'Get a contact',
	description: 'Get a contact with its attributes',
};

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const path = contactPath(this, itemIndex);
	const simplify = readSimplify(this, itemIndex);
	const contact = await v2Request.call(this, { method: 'GET', path, itemIndex });
	return simplify ? simplifyContact(contact) : contact;
}
