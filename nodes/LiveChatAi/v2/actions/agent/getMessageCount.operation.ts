import { countOperation } from '../../../shared/legacy/counts';
import type { OperationOption } from '../../../shared/operations/resource';
import { legacyDescription } from '../../../shared/legacy/legacyDescription';
import { bot } from '../bot';

export const resource = 'agent';
export const key = 'getMessageCount';

// Kept from version 1: the count since the agent began, which the v2 API does not give (its Analytics count a
// period's conversations, no messages).
export const option: OperationOption = {
	name: 'Get Message Count',
	action: 'Get the message count of an AI agent',
	description: legacyDescription('Get how many messages an agent exchanged since it began'),
};

export const { properties, execute } = countOperation(
	'messages',
	bot.label,
	'The v2 analytics count conversations, not messages: for the conversations of a period, use Analytics > Get (Overview).',
);
