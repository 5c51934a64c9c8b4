import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import type { BotLabel } from '../fields/botLocator';
import type { OperationOption } from '../operations/resource';
import { botId, botLocator } from '../fields/botLocator';
import { responseToJson } from '../transport/json';
import { apiRequest } from '../transport';
import { invalidParameter, parameterText as text, requireText } from '../fields/validation';
import { attributeFields, readAttributes } from './contactAttributes';
import { contactIdField } from './contactIdField';
import { resolveUserHash } from './userHash';

// Create or Update of a contact (POST /api/v2/contacts): the same request in both node versions, which differ
// only in the label for the bot.

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The fields of Create or Update, the bot named as the node version names it. `markRequired` shows Distinct ID
 * as required: not in version 1, where n8n would then refuse to start a saved workflow whose node lacks it
 * (Continue On Fail included); its run refuses the item instead, naming the field.
 */
export function contactUpsertProperties(label: BotLabel, markRequired: boolean): INodeProperties[] {
	const bot = label.toLowerCase();
	return [
		botLocator(label, { description: `The ${bot} the contact belongs to` }),
		{
			displayName: 'Distinct ID',
			name: 'distinctId',
			type: 'string',
			required: markRequired,
			default: '',
			placeholder: 'e.g. user-1001',
			description:
				'Your own ID of the user, e.g. from your app or CRM. LiveChatAI requires it, also when updating by Contact ID. With an Identity Verification Secret in the credential, the user hash is computed from it.',
		},
		contactIdField(
			'ID of an existing LiveChatAI contact to update (its Distinct ID is then set to the one above). Leave empty to create or update by Distinct ID.',
			{ required: false },
		),
		{
			displayName: 'Additional Fields',
			name: 'additionalFields',
			type: 'collection',
			placeholder: 'Add Field',
			default: {},
			options: [
				...attributeFields(label),
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
					description: `Proof of the user's identity, required when secure identification is on for the ${bot}. Leave empty to let the node compute it from the credential's Identity Verification Secret.`,
				},
			],
		},
	];
}

/**
 * [doc] The Distinct ID, required even with a Contact ID. Both node versions refuse it empty before any request:
 * version 1's workflows that gave a Contact ID alone sent a request LiveChatAI refuses anyway.
 */
function readDistinctId(context: IExecuteFunctions, itemIndex: number, contactId: string): string {
	const raw = context.getNodeParameter('distinctId', itemIndex, '');
	const fix =
		contactId === ''
			? 'Enter your ID of the user.'
			: 'LiveChatAI needs it to update a contact by Contact ID too: enter your ID of the user.';
	return requireText(context.getNode(), raw, 'Distinct ID', itemIndex, fix);
}

/** Checks every field, then creates or updates the contact; resolves to the service's JSON (`{status, contactId}`). */
export async function upsertContact(
	this: IExecuteFunctions,
	itemIndex: number,
	label: BotLabel,
): Promise<IDataObject> {
	const agentId = botId(this, itemIndex, label);
	const contactId = text(this.getNodeParameter('contactId', itemIndex, ''));
	const distinctId = readDistinctId(this, itemIndex, contactId);
	const fields = this.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject;
	const email = text(fields.email);
	if (email !== '' && !EMAIL.test(email)) {
		const fix = 'Enter an address such as name@example.com, or remove the Email field.';
		const problem = 'is not a valid e-mail address';
		throw invalidParameter(this.getNode(), 'Email', itemIndex, problem, fix);
	}
	const attributes = readAttributes(this, fields, itemIndex);
	const userHash = await resolveUserHash(this, itemIndex, text(fields.userHash), distinctId);

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
	if (userHash) body.userHash = userHash;

	const request = { method: 'POST' as const, path: '/api/v2/contacts', body, itemIndex };
	return responseToJson(await apiRequest.call(this, request));
}

/**
 * Contact > Create or Update, the same in both node versions but for the bot's label and whether the editor marks
 * Distinct ID required (version 1 refuses it per item instead, so a saved workflow is not stopped whole).
 */
export function upsertOperation(label: BotLabel, markRequired: boolean) {
	const option: OperationOption = {
		name: 'Create or Update',
		action: 'Create or update a contact',
		description: 'Create a new record, or update the current one if it already exists (upsert)',
	};
	const properties = contactUpsertProperties(label, markRequired);
	async function execute(this: IExecuteFunctions, itemIndex: number) {
		return await upsertContact.call(this, itemIndex, label);
	}
	return { option, properties, execute };
}
