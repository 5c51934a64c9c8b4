import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { isRecord } from '../../../shared/transport/listItems';
import { apiRequest } from '../../../shared/transport/request';
import { requiredString } from '../../../shared/parameters';

const properties: INodeProperties[] = [
	{
		displayName: 'Suggestion ID',
		name: 'suggestionId',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. clx1a2b3c0000abcd1234efgh',
		description: 'ID of the AI suggestion to dismiss. It is marked ignored and no longer listed.',
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['aiSuggestion'], operation: ['dismiss'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const suggestionId = requiredString(this, 'suggestionId', 'Suggestion ID', itemIndex);
	const path = `/api/v2/ai-suggestions/${encodeURIComponent(suggestionId)}`;
	const response = await apiRequest.call(this, { method: 'DELETE', path, itemIndex });
	const data = isRecord(response) && isRecord(response.data) ? response.data : {};
	return { dismissed: true, suggestionId, message: data.message ?? null };
}
