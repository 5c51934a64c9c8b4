import { getManyOperation } from '../../../shared/conversations/readConversations';
import { bot } from '../bot';

export const resource = 'conversation';
export const key = 'getMany';

export const { properties, option, forMoreAsTool, execute } = getManyOperation(
	bot,
	'Conversation > Get reads one.',
	{ withPresets: true },
);
