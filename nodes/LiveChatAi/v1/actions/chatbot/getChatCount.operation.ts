import { countOperation } from '../../../shared/legacy/counts';

export const { description, execute } = countOperation(
	{ resource: ['chatbot'], operation: ['getChatCount'] },
	'chat',
	'Chatbot',
);
