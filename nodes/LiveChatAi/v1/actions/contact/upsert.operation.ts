import type { IExecuteFunctions } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { contactUpsertProperties, upsertContact } from '../../../shared/contacts/contactUpsert';
import { withRequestOptions } from '../../../shared/descriptions/requestOptions';

export const description = updateDisplayOptions(
	{ show: { resource: ['contact'], operation: ['upsert'] } },
	withRequestOptions(contactUpsertProperties('Chatbot')),
);

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	return await upsertContact.call(this, itemIndex, 'Chatbot');
}
