import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { responseToJson } from '../../../shared/transport/listItems';
import { apiRequest } from '../../../shared/transport/request';
import { parameterText as text } from '../../../shared/parameterText';
import { invalidParameter, requireText } from '../../../shared/validation';
import { chatbotId, chatbotLocator } from '../../../shared/descriptions/botLocator';
import { attributeFields, readAttributes } from './contactAttributes';
import { explainMissingHash, resolveUserHash } from './userHash';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const properties: INodeProperties[] = [
	chatbotLocator({
		description: 'The chatbot the contact belongs to',
	}),
	{
		displayName: 'Distinct ID',
		name: 'distinctId',
		type: 'string',
		default: '',
		placeholder: 'e.g. user-1001',
		description:
			'Your own ID of the user, e.g. from your app or CRM. Required unless Contact ID is given. With an Identity Verification Secret in the credential, the user hash is computed from it.',
	},
	{
		displayName: 'Contact ID',
		name: 'contactId',
		type: 'string',
		default: '',
		placeholder: 'e.g. clx1a2b3c0000abcd1234efgh',
		description:
			'ID of an existing LiveChatAI contact to update. Leave empty to create or update by Distinct ID.',
	},
	{
		displayName: 'Additional Fields',
		name: 'additionalFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		options: [
			...attributeFields,
			{
				displayName: 'Email',
				name: 'email',
				type: 'string',
				placeholder: 'e.g. nathan@example.com',
				default: '',
				description: 'E-mail address of the contact',
			},
			{
				displayName: 'Name',
				name: 'name',
				type: 'string',
				default: '',
				placeholder: 'e.g. Nathan Smith',
				description: 'Full name of the contact',
			},
			{
				displayName: 'Phone',
				name: 'phone',
				type: 'string',
				default: '',
				placeholder: 'e.g. +1 555 0100 1001',
				description: 'Phone number of the contact',
			},
			{
				displayName: 'User Hash',
				name: 'userHash',
				type: 'string',
				typeOptions: { password: true },
				default: '',
				description:
					"Proof of the user's identity, required when secure identification is on for the chatbot. Leave empty to let the node compute it from the credential's Identity Verification Secret.",
			},
		],
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['contact'], operation: ['upsert'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const agentId = chatbotId(this, itemIndex);
	const contactId = text(this.getNodeParameter('contactId', itemIndex, ''));
	const rawDistinctId = this.getNodeParameter('distinctId', itemIndex, '');
	const distinctId =
		contactId === ''
			? requireText(
					this.getNode(),
					rawDistinctId,
					'Distinct ID',
					itemIndex,
					'Enter your ID of the user, or a Contact ID to update.',
				)
			: text(rawDistinctId);
	const fields = this.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject;
	const email = text(fields.email);
	if (email !== '' && !EMAIL.test(email)) {
		const fix = 'Enter an address such as name@example.com, or remove the Email field.';
		throw invalidParameter(
			this.getNode(),
			'Email',
			itemIndex,
			'is not a valid e-mail address',
			fix,
		);
	}
	const attributes = readAttributes(this, fields, itemIndex);
	const hash = await resolveUserHash(this, itemIndex, text(fields.userHash), distinctId);

	const body: IDataObject = { agentId };
	const optional: IDataObject = {
		distinctId,
		contactId,
		name: text(fields.name),
		email,
		phone: text(fields.phone),
	};
	for (const [key, value] of Object.entries(optional)) if (value !== '') body[key] = value;
	if (attributes) body.attributes = attributes;
	if (hash.userHash) body.userHash = hash.userHash;

	try {
		return responseToJson(
			await apiRequest.call(this, { method: 'POST', path: '/api/v2/contacts', body, itemIndex }),
		);
	} catch (error) {
		throw explainMissingHash(error, hash);
	}
}
