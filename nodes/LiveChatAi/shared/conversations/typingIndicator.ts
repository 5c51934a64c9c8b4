import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { userIdOption } from '../descriptions/userIdOption';
import { optionsCollection } from '../descriptions/optionsCollection';
import { readOptions } from '../parameters/readParameters';
import { responseToJson } from '../lists/listItems';
import { apiRequest } from '../transport';

// Send Typing Indicator (POST /api/v2/conversations/{id}/typing) of every node version: the notice above the
// conversation field, the fields below it, and the request.

/** [doc] How long the indicator lives and how often to refresh it. */
export const typingNotice: INodeProperties = {
	displayName:
		'The indicator disappears after 10 seconds. While a human agent types, send Is Typing on at most about every 5 seconds, and off when done.',
	name: 'typingNotice',
	type: 'notice',
	default: '',
};

export const typingProperties: INodeProperties[] = [
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

/** Shows or hides the indicator; outputs the service's answer with the conversation and the state sent. */
export async function sendTypingIndicator(
	this: IExecuteFunctions,
	itemIndex: number,
	conversationId: string,
): Promise<IDataObject> {
	const isTyping = this.getNodeParameter('isTyping', itemIndex, true) as boolean;
	const userId = readOptions(this, itemIndex).text('userId');
	const body = { isTyping, ...(userId ? { userId } : {}) };
	const path = `/api/v2/conversations/${encodeURIComponent(conversationId)}/typing`;
	const response = await apiRequest.call(this, { method: 'POST', path, body, itemIndex });
	return { ...responseToJson(response), conversationId, isTyping };
}
