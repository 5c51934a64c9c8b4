import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { conversationList } from '../../../shared/conversations/conversationList';
import { simplifyConversation } from '../../../shared/conversations/simplifyConversation';
import { readLimit, returnAllOrLimit } from '../../../shared/descriptions/returnAllOrLimit';
import { simplifyToggle } from '../../../shared/descriptions/simplify';
import { readList } from '../../../shared/transport';
import { contactIdField } from '../../../shared/contacts/contactIdField';
import { contactPath } from './contactId';
import type { OperationOption } from '../../../shared/node/resource';
import { smallerLimit } from '../../../shared/node/toolResultBound';

export const properties: INodeProperties[] = [
	contactIdField('ID of the contact whose conversations to get, with every agent'),
	...returnAllOrLimit(),
	simplifyToggle,
];

export const option: OperationOption = {
	name: 'Get Conversations',
	action: 'Get the conversations of a contact',
	description: 'Get the conversations of a contact, with every agent',
};

/** As a tool, the hint of a cut result (toolResultBound.ts). */
export const forMoreAsTool = `${smallerLimit('conversations')} Conversation > Get reads one.`;

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const path = `${contactPath(this, itemIndex)}/conversations`;
	const limit = readLimit(this, itemIndex);
	const simplify = this.getNodeParameter('simplify', itemIndex, true) as boolean;
	// [doc] The same shape as the conversations list: data.conversations, `meta` paging, `perPage`.
	const each = simplify ? simplifyConversation : undefined;
	return await readList.call(this, { ...conversationList({}), path, each }, limit, itemIndex);
}
