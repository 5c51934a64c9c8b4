import type { INodeProperties } from 'n8n-workflow';

import { dismissSuggestion, suggestionIdField } from '../../../shared/aiSuggestions/aiSuggestion';
import type { OperationOption } from '../../../shared/node/resource';

export const resource = 'aiSuggestion';
export const key = 'dismiss';

export const properties: INodeProperties[] = [
	suggestionIdField(
		'ID of the AI suggestion to dismiss, as AI Suggestion > Get Many lists it. It is marked ignored and no longer listed.',
	),
];

export const option: OperationOption = {
	name: 'Dismiss',
	action: 'Dismiss an AI suggestion',
	description:
		'Mark an AI suggestion for improving the knowledge as ignored, so it is no longer listed',
};

export const execute = dismissSuggestion;
