import { countOperation } from '../../../shared/legacy/counts';

// Kept from version 1: the count since the agent began, which the v2 API does not give (Analytics counts a period).
export const { description, execute } = countOperation(
	{ resource: ['agent'], operation: ['getConversationCount'] },
	'chat',
	'Agent',
	'For the conversations of a period, use Analytics > Get (Overview).',
);
