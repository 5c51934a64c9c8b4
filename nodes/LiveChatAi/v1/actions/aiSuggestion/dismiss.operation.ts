import { dismissOperation } from '../../../shared/conversations/aiSuggestion';

export const resource = 'aiSuggestion';
export const key = 'dismiss';

export const { option, properties, execute } = dismissOperation(
	'ID of the AI suggestion to dismiss. It is marked ignored and no longer listed.',
);
