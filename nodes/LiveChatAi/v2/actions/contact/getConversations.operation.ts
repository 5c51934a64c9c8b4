import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import {
	conversationListProperties,
	readConversations,
} from '../../../shared/conversations/readConversations';
import { contactIdField } from '../../../shared/contacts/contactIdField';
import { contactPath } from './contactId';
import type { OperationOption } from '../../../shared/operations/resource';
import { smallerLimit } from '../../../shared/operations/toolResultBound';
import { bot } from '../bot';

export const resource = 'contact';
export const key = 'getConversations';

export const properties: INodeProperties[] = [
	contactIdField('ID of the contact whose conversations to get, with every agent'),
	// [doc] The conversation list's filters, but the inbox Type (and so the presets that read an inbox).
	...conversationListProperties(bot.label, { withInboxType: false, withPresets: true }),
];

export const option: OperationOption = {
	name: 'Get Conversations',
	action: 'Get the conversations of a contact',
	description: 'Get the conversations of a contact, with every agent, with filters',
};

/** As a tool, the hint of a cut result (toolResultBound.ts). */
export const forMoreAsTool = `${smallerLimit('conversations')} Conversation > Get reads one.`;

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const of = { contactPath: contactPath(this, itemIndex) };
	return await readConversations.call(this, itemIndex, of, true);
}
