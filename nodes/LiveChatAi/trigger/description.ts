/**
 * The trigger's fields per version (`@version` display conditions): 1.1 moved Simplify, 1.2 added Watch and
 * Include Own Messages, 1.3 made this workflow's writes the own ones (the notice per version, Own Messages Come
 * From) and added events: on what changes in a conversation (their fields: changeFields.ts), Visitor Waiting (its
 * fields here), New Contact, New CSAT Rating, and Options > Wait for the Visitor to Pause. The editor's alone: a
 * poll reads them through settings.ts.
 */
import type { INodeProperties } from 'n8n-workflow';

import { conversationFilters } from '../shared/conversations/conversationFilters';
import { botLocator } from '../shared/fields/botLocator';
import { optionsCollection } from '../shared/fields/optionsCollection';
import { simplifyToggle } from '../shared/fields/simplify';
import type { TriggerEvent } from '../shared/polling/newEvents';
import { TRIGGER_EVENTS } from '../shared/polling/newEvents';
import { CHANGE_EVENTS, eventsOf, isChangeEvent } from '../shared/polling/changeEvents';
import { ANSWERED_BY } from '../shared/polling/visitorWaiting';
import { changeEventFields } from './changeFields';
import { OWN_MESSAGES_OF, TRIGGER_BOT_LABEL } from './settings';

/** What each event means, as the Event dropdown says it: one line there (about 60 characters at most). */
const EVENT_DESCRIPTIONS: Record<TriggerEvent, string> = {
	newActivity: 'Any new message in a conversation',
	newConversation: 'A conversation was started',
	newVisitorMessage: 'A visitor (end user) wrote a message',
	newBotMessage: 'The agent (the AI, not a human agent) answered',
	newAgentMessage: 'A human agent wrote a message',
	newAiSuggestion: 'The agent suggested improving one of its poor answers',
	visitorWaiting: "A visitor's message went unanswered for the minutes set",
	newContact: 'A contact was added to the agent',
	newCsatRating: 'A visitor rated their satisfaction (CSAT)',
};

/** The events read from the conversations list: the ones the conversation filters apply to. */
const CONVERSATION_EVENTS = (Object.keys(TRIGGER_EVENTS) as TriggerEvent[]).filter(
	(event) => TRIGGER_EVENTS[event].source === 'conversations',
);

/** The events whose items are conversations of the list: the filters and Simplify apply to them. */
const LISTED_EVENTS: TriggerEvent[] = [...CONVERSATION_EVENTS, 'visitorWaiting'];

/** The message events the visitor's pause applies to (1.3 on). */
const PAUSED_EVENTS: TriggerEvent[] = ['newVisitorMessage', 'newActivity'];

/** Visitor Waiting's fields (1.3 on): how long, and whose answer ends the wait. */
const waitingShown = {
	show: { '@version': [{ _cnd: { gte: 1.3 } }], event: ['visitorWaiting'] },
};
const waitingFields: INodeProperties[] = [
	{
		displayName: 'Waiting For (Minutes)',
		name: 'waitingMinutes',
		type: 'number',
		typeOptions: { minValue: 1, numberPrecision: 0 },
		default: 5,
		description:
			"How long a visitor's newest message may go unanswered before the trigger fires (once per wait)",
		displayOptions: waitingShown,
	},
	{
		displayName: 'Answered By',
		name: 'answeredBy',
		type: 'options',
		default: 'humanAgent',
		options: ANSWERED_BY,
		description: 'Whose message ends the wait',
		displayOptions: waitingShown,
	},
];

/**
 * Wait for the Visitor to Pause (1.3 on, New Visitor Message and New Activity): a burst of messages is one item,
 * once the visitor has been quiet that long.
 */
export const pauseOption: INodeProperties = {
	displayName: 'Wait for the Visitor to Pause (Seconds)',
	name: 'pauseSeconds',
	type: 'number',
	typeOptions: { minValue: 1, numberPrecision: 0 },
	default: 30,
	description:
		"Instead of an item per message, one item once the visitor has been quiet this long, with every message since in 'messages' (the trigger fires only as often as it polls)",
	displayOptions: { show: { '/event': PAUSED_EVENTS } },
};

/** Watch (1.2 on): one, several or all agents. */
const watchField: INodeProperties = {
	displayName: 'Watch',
	name: 'watch',
	type: 'options',
	noDataExpression: true,
	default: 'agent',
	options: [
		{
			name: 'All Agents',
			value: 'allAgents',
			description:
				'Every agent of the account, including agents added later (watched from when the trigger first sees them)',
		},
		{ name: 'One Agent', value: 'agent' },
		{ name: 'Several Agents', value: 'agents', description: 'The agents you pick' },
	],
};

const agentsField: INodeProperties = {
	displayName: 'Agent Names or IDs',
	name: 'agentIds',
	type: 'multiOptions',
	typeOptions: { loadOptionsMethod: 'getAgents' },
	required: true,
	default: [],
	description:
		'The agents whose conversations to watch. Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
	displayOptions: { show: { watch: ['agents'] } },
};

/**
 * Leaves the workflow's own writes out (1.2 on): what this n8n's LiveChatAI node wrote into a conversation is
 * not new activity, so a flow that writes back never triggers itself. Turned off by adding this option.
 */
export const includeOwnWritesOption: INodeProperties = {
	displayName: 'Include Own Messages',
	name: 'includeOwnWrites',
	type: 'boolean',
	default: false,
	description:
		"Whether to also trigger on what the LiveChatAI node of this n8n wrote (Reply as Human Agent, Send Message, and the AI's answer to it). Off, a workflow that writes back never triggers itself.",
};

/**
 * Whose writes are own (1.2 on): this workflow's, or any workflow's of this n8n (the mark names both). Without the
 * option, 1.3 leaves out this workflow's and 1.2 (saved before 1.3) any workflow's of this n8n.
 */
export const ownMessagesOfOption: INodeProperties = {
	displayName: 'Own Messages Come From',
	name: 'ownMessagesOf',
	type: 'options',
	default: 'workflow',
	options: OWN_MESSAGES_OF,
	description:
		"Whose writes of the LiveChatAI node (Reply as Human Agent, Send Message) are left out. Without this option, trigger version 1.2 leaves out any workflow's of this n8n.",
};

/**
 * The trigger's fields. 1.1 moved Simplify out of Options to the top, where Get Many has it; 1.2 watches one,
 * several or all agents, and leaves the workflow's own writes out unless Options say otherwise.
 */
export const triggerProperties: INodeProperties[] = [
	{ ...watchField, displayOptions: { show: { '@version': [{ _cnd: { gte: 1.2 } }] } } },
	// The word of the node version a new user gets (2: "Agent"); the field keeps its name, so saved triggers work.
	botLocator(TRIGGER_BOT_LABEL, {
		name: 'chatbot',
		description: 'The agent whose conversations to watch',
		// Hidden only by a Watch of several agents: a trigger before 1.2 has no Watch and shows it.
		displayOptions: { hide: { watch: ['agents', 'allAgents'] } },
	}),
	agentsField,
	// 1.3 offers the events added since; a saved trigger before it keeps its dropdown. n8n's nodes panel lists
	// the first Event's.
	eventField(1.3, { '@version': [{ _cnd: { gte: 1.3 } }] }),
	eventField(1.2, { '@version': [{ _cnd: { lt: 1.3 } }] }),
	...changeEventFields,
	...waitingFields,
	// Filters and Simplify are the conversations': AI suggestions, contacts and scores come as the list gives them.
	{
		...conversationFilters({ withDateRangeAndSort: false, label: TRIGGER_BOT_LABEL }),
		displayOptions: { show: { event: LISTED_EVENTS } },
	},
	{
		...simplifyToggle,
		displayOptions: {
			show: { '@version': [{ _cnd: { gte: 1.1 } }], event: LISTED_EVENTS },
		},
	},
	{
		...optionsCollection([simplifyToggle]),
		displayOptions: { show: { '@version': [1], event: CONVERSATION_EVENTS } },
	},
	ownWritesNotice(
		"Replies and messages this n8n's LiveChatAI node writes do not trigger this workflow.",
		[1.2],
	),
	ownWritesNotice(
		"Replies and messages this workflow's LiveChatAI nodes write do not trigger it (see Options).",
		[{ _cnd: { gte: 1.3 } }],
	),
	{
		...optionsCollection([includeOwnWritesOption, ownMessagesOfOption]),
		displayOptions: { show: { '@version': [1.2], event: CONVERSATION_EVENTS } },
	},
	{
		...optionsCollection([includeOwnWritesOption, ownMessagesOfOption, pauseOption]),
		displayOptions: {
			show: { '@version': [{ _cnd: { gte: 1.3 } }], event: CONVERSATION_EVENTS },
		},
	},
];

/** The Event dropdown of some versions: the events of `typeVersion`, shown where `show` says. */
function eventField(
	typeVersion: number,
	show: NonNullable<INodeProperties['displayOptions']>['show'],
): INodeProperties {
	return {
		displayName: 'Event',
		name: 'event',
		type: 'options',
		noDataExpression: true,
		default: 'newActivity',
		options: eventsOf(typeVersion)
			.map(({ name, value }) => ({
				name,
				value,
				description: isChangeEvent(value)
					? CHANGE_EVENTS[value].description
					: EVENT_DESCRIPTIONS[value],
				action: triggerAction(name),
			}))
			.sort((a, b) => a.name.localeCompare(b.name)),
		displayOptions: { show },
	};
}

/** The notice of what is left out; `versions`: the trigger versions it shows at. */
function ownWritesNotice(says: string, versions: Array<number | { _cnd: { gte: number } }>) {
	return {
		displayName: `${says} Images the node sends, and what node version 1 or other tools send, can still trigger it: for those, pick an event they do not cause (see the README).`,
		name: 'ownWritesNotice',
		type: 'notice',
		default: '',
		displayOptions: { show: { '@version': versions, event: CONVERSATION_EVENTS } },
	} satisfies INodeProperties;
}

/**
 * The trigger's entry in the nodes panel, in n8n's sentence case ("On new AI suggestion"): without it n8n writes
 * "On " and the whole name in lower case, acronyms too ("On new ai suggestion").
 */
function triggerAction(eventName: string): string {
	const words = eventName
		.split(' ')
		.map((word) => (/^[A-Z]{2,}$/.test(word) ? word : word.toLowerCase()));
	return `On ${words.join(' ')}`;
}
