import { countOperation } from '../../../shared/legacy/counts';
import type { OperationOption } from '../../../shared/operations/resource';
import { legacyDescription } from '../../../shared/legacy/legacyDescription';
import { bot } from '../bot';

export const resource = 'agent';
export const key = 'getConversationCount';

// Kept from version 1: the count since the agent began, which the v2 API does not give (Analytics counts a period).
export const option: OperationOption = {
	name: 'Get Conversation Count',
	action: 'Get the conversation count of an AI agent',
	description: legacyDescription('Get how many conversations an agent had since it began'),
};

export const { properties, execute } = countOperation(
	'chat',
	bot.label,
	'For the conversations of a period, use Analytics > Get (Overview).',
);
