import { countOperation } from '../../../shared/legacy/counts';
import type { OperationOption } from '../../../shared/operations/resource';
import { legacyDescription } from '../../../shared/legacy/legacyDescription';
import { bot } from '../bot';

export const resource = 'chatbot';
export const key = 'getMessageCount';

export const option: OperationOption = {
	name: 'Get Message Count',
	action: 'Get the message count of a chatbot',
	description: legacyDescription('Get how many messages a chatbot exchanged'),
};

export const { properties, execute } = countOperation('messages', bot.label);
