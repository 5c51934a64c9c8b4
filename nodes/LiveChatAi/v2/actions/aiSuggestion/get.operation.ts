import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { suggestionIdField, suggestionPath } from '../../../shared/aiSuggestions/aiSuggestion';
import { v2Request } from '../../../shared/transport/v2Request';
import { withRequestOptions } from '../../../shared/descriptions/requestOptions';

const properties: INodeProperties[] = [
	suggestionIdField('ID of the AI suggestion to get, as AI Suggestion > Get Many lists it'),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['aiSuggestion'], operation: ['get'] } },
	withRequestOptions(properties),
);

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const { path } = suggestionPath(this, itemIndex);
	return await v2Request.call(this, { method: 'GET', path, itemIndex });
}
