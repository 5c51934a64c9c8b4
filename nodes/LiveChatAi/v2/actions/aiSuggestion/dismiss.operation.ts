import { dismissOperation } from '../../../shared/conversations/aiSuggestion';

export const resource = 'aiSuggestion';
export const key = 'dismiss';

export const { option, properties, execute } = dismissOperation(
	'ID of the AI suggestion to dismiss, as AI Suggestion > Get Many lists it. It is marked ignored and no longer listed.',
);
