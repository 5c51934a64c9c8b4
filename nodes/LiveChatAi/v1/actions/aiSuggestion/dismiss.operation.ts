import type { INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { dismissSuggestion, suggestionIdField } from '../../../shared/aiSuggestions/aiSuggestion';
import { withRequestOptions } from '../../../shared/descriptions/requestOptions';

const properties: INodeProperties[] = [
	suggestionIdField(
		'ID of the AI suggestion to dismiss. It is marked ignored and no longer listed.',
	),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['aiSuggestion'], operation: ['dismiss'] } },
	withRequestOptions(properties),
);

export const execute = dismissSuggestion;
