import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { readConversationId } from '../fields/conversationLocator';
import { userIdOption } from '../fields/userIdOption';
import { optionsCollection, readOptions } from '../fields/optionsCollection';
import { responseToJson } from '../transport/json';
import type { OperationOption } from '../operations/resource';
import { apiRequest } from '../transport';
import { readBoolean } from '../fields/typedValues';

// Send Typing Indicator (POST /api/v2/conversations/{id}/typing), the same in every node version but for its
// conversation field: the Operation entry, the fields around that field, and the run.

const typingOption: OperationOption = {
	name: 'Send Typing Indicator',
	action: 'Send a typing indicator to a conversation',
	description:
		"Show or hide the human agent's typing indicator in the chat widget of a conversation",
};

/** [doc] How long the indicator lives and how often to refresh it. */
const typingNotice: INodeProperties = {
	displayName:
		'The indicator disappears after 10 seconds. While a human agent types, send Is Typing on at most about every 5 seconds, and off when done.',
	name: 'typingNotice',
	type: 'notice',
	default: '',
};

const typingProperties: INodeProperties[] = [
	{
		displayName: 'Is Typing',
		name: 'isTyping',
		type: 'boolean',
		default: true,
		description:
			'Whether to show the indicator (on) or hide it (off). Shown, it disappears by itself after 10 seconds without a fresh signal.',
	},
	optionsCollection([
		userIdOption(
			'ID of the human agent shown as typing. When empty, the typing is shown as the workspace owner.',
		),
	]),
];

/**
 * Shows or hides the indicator; outputs the service's answer with the conversation and the state sent. Version
 * 1.0's conversation field is a plain ID, and its errors say so.
 */
async function sendTypingIndicator(
	this: IExecuteFunctions,
	itemIndex: number,
): Promise<IDataObject> {
	const label = this.getNode().typeVersion < 1.1 ? 'Conversation ID' : 'Conversation';
	const conversationId = readConversationId(this, itemIndex, label);
	const isTyping = readBoolean(this, 'isTyping', itemIndex, 'Is Typing', true);
	const userId = readOptions(this, itemIndex).text('userId');
	const body = { isTyping, ...(userId ? { userId } : {}) };
	const path = `/api/v2/conversations/${encodeURIComponent(conversationId)}/typing`;
	// Nothing of the answer is needed: a 2xx without a body is the documented `{status: "success"}`.
	const request = { method: 'POST', path, body, itemIndex, bodyNeeded: false } as const;
	const response = await apiRequest.call(this, request);
	return { status: 'success', ...responseToJson(response), conversationId, isTyping };
}

/**
 * Send Typing Indicator of a node version, given its conversation field(s): its Operation entry, its fields (the
 * notice, the conversation, the state and who types) and its run.
 */
export function typingOperation(conversation: INodeProperties[]) {
	const properties: INodeProperties[] = [typingNotice, ...conversation, ...typingProperties];
	return { option: typingOption, properties, execute: sendTypingIndicator };
}
