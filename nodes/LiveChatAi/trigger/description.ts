import type { INodeProperties } from 'n8n-workflow';

import { conversationFilters } from '../shared/conversations/conversationFilters';
import { chatbotLocator } from '../shared/descriptions/botLocator';
import { optionsCollection } from '../shared/descriptions/optionsCollection';
import { simplifyToggle } from '../shared/descriptions/simplify';
import { TRIGGER_EVENTS } from './events';

/** The trigger's fields. 1.1 moved Simplify out of Options to the top, where Get Many has it. */
export const triggerProperties: INodeProperties[] = [
	chatbotLocator({ description: 'The chatbot whose conversations to watch' }),
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
	conversationFilters({ withDateRangeAndSort: false }),
	{ ...simplifyToggle, displayOptions: { show: { '@version': [{ _cnd: { gte: 1.1 } }] } } },
	{
		...optionsCollection([simplifyToggle]),
		displayOptions: { show: { '@version': [1] } },
	},
];
