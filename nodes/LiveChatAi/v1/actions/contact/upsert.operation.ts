import type { IExecuteFunctions } from 'n8n-workflow';

import { contactUpsertProperties, upsertContact } from '../../../shared/contacts/contactUpsert';
import type { OperationOption } from '../../../shared/node/resource';
import { bot } from '../bot';

export const resource = 'contact';
export const key = 'upsert';

export const option: OperationOption = {
	name: 'Create or Update',
	action: 'Create or update a contact',
	description: 'Create a new record, or update the current one if it already exists (upsert)',
};

export const properties = contactUpsertProperties(bot.label, false);

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	return await upsertContact.call(this, itemIndex, bot.label);
}
