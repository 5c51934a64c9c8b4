import type { INodeProperties } from 'n8n-workflow';

import { conversationFilters } from '../shared/conversations/conversationFilters';
import { botLocator } from '../shared/descriptions/botLocator';
import { optionsCollection } from '../shared/descriptions/optionsCollection';
import { simplifyToggle } from '../shared/descriptions/simplify';
import { TRIGGER_EVENTS } from './events';

/** The trigger's word for the bot: the word of the node version new nodes get. */
export const TRIGGER_BOT_WORD = 'Agent';

/** The trigger's fields. 1.1 moved Simplify out of Options to the top, where Get Many has it. */
export const triggerProperties: INodeProperties[] = [
	// The word of the node version a new user gets (2: "Agent"); the field keeps its name, so saved triggers work.
	botLocator(TRIGGER_BOT_WORD, {
		name: 'chatbot',
		description: 'The agent whose conversations to watch',
	}),
	{
		displayName: 'Event',
		name: 'event',
		type: 'options',
		noDataExpression: true,
		default: 'newActivity',
		options: Object.entries(TRIGGER_EVENTS)
			.map(([value, { name, description }]) => ({ name, value, description }))
			.sort((a, b) => a.name.localeCompare(b.name)),
	},
	conversationFilters({ withDateRangeAndSort: false, word: TRIGGER_BOT_WORD }),
	{ ...simplifyToggle, displayOptions: { show: { '@version': [{ _cnd: { gte: 1.1 } }] } } },
	{
		...optionsCollection([simplifyToggle]),
		displayOptions: { show: { '@version': [1] } },
	},
];
