import { countOperation } from '../../../shared/legacy/counts';
import type { OperationOption } from '../../../shared/operations/resource';
import { legacyDescription } from '../../../shared/legacy/legacyDescription';
import { bot } from '../bot';

export const resource = 'chatbot';
export const key = 'getChatCount';

export const option: OperationOption = {
	name: 'Get Chat Count',
	action: 'Get the chat count of a chatbot',
	description: legacyDescription('Get how many chats a chatbot had'),
};

export const { properties, execute } = countOperation('chat', bot.label);
