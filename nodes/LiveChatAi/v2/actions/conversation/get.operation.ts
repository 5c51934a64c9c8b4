import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { runsAsTool } from '../../../shared/operations/runsAsTool';
import {
	conversationLocator,
	readConversationId,
} from '../../../shared/fields/conversationLocator';
import { optionsCollection, readOptions } from '../../../shared/fields/optionsCollection';
import { readSimplify, simplifyToggle } from '../../../shared/fields/simplify';
import { segment, v2Request } from '../../../shared/transport';
import { requirePositiveInteger } from '../../../shared/fields/typedValues';
import { simplifyConversationDetail } from './simplifyConversationDetail';
import { conversationForModel, newestMessages, TOOL_MESSAGE_LIMIT } from './transcript';
import type { OperationOption } from '../../../shared/operations/resource';

export const resource = 'conversation';
export const key = 'get';

export const properties: INodeProperties[] = [
	conversationLocator({ description: 'The conversation to get, with its messages' }),
	{
		...simplifyToggle,
		description:
			'Whether to return a simplified version of the response instead of the raw data. As an AI tool: the conversation as a transcript, newest messages first.',
	},
	optionsCollection([
		{
			displayName: 'Message Limit',
			name: 'messageLimit',
			type: 'number',
			typeOptions: { minValue: 1 },
			default: TOOL_MESSAGE_LIMIT,
			description: `Max number of the newest messages to return, a whole number. Without it: every message in a workflow, the newest ${TOOL_MESSAGE_LIMIT} as an AI tool (let the model raise it).`,
		},
	]),
];

export const option: OperationOption = {
	name: 'Get',
	action: 'Get a conversation',
	description: 'Get a conversation with its messages',
};

/** As a tool, the hint of a cut result (toolResultBound.ts). */
export const forMoreAsTool = 'Set a smaller Message Limit: fewer messages, more room for each.';

/** As a tool, a record cut to the bound keeps its newest messages (Simplify off). */
export const newestAsTool = ['messages'];

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const conversationId = readConversationId(this, itemIndex);
	const simplify = readSimplify(this, itemIndex);
	const limit = readOptions(this, itemIndex).value('messageLimit');
	const messageLimit =
		limit === undefined
			? undefined
			: requirePositiveInteger(this.getNode(), limit, 'Message Limit', itemIndex, 'Use e.g. 20.');
	const path = `/api/v2/conversations/${segment(conversationId)}`;
	const conversation = await v2Request.call(this, { method: 'GET', path, itemIndex });
	if (simplify && runsAsTool(this)) {
		return conversationForModel(conversation, messageLimit ?? TOOL_MESSAGE_LIMIT);
	}
	const limited: IDataObject =
		messageLimit === undefined
			? conversation
			: { ...conversation, messages: newestMessages(conversation, messageLimit) };
	return simplify ? simplifyConversationDetail(limited) : limited;
}
