import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { suggestionIdField, suggestionPath } from '../../../shared/conversations/aiSuggestion';
import { v2Request } from '../../../shared/transport';
import type { OperationOption } from '../../../shared/operations/resource';

export const resource = 'aiSuggestion';
export const key = 'get';

export const properties: INodeProperties[] = [
	suggestionIdField('ID of the AI suggestion to get, as AI Suggestion > Get Many lists it'),
];

export const option: OperationOption = {
	name: 'Get',
	action: 'Get an AI suggestion',
	description: 'Get an AI suggestion for improving the knowledge by ID',
};

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const { path } = suggestionPath(this, itemIndex);
	return await v2Request.call(this, { method: 'GET', path, itemIndex });
}
