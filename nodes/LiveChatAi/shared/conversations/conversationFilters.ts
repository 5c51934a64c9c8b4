import type { IDataObject, INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import type { InvalidParameter } from '../fields/apiDate';
import type { BotLabel } from '../fields/botLocator';
import { dateRangeQuery } from '../fields/apiDate';
import { filtersCollection } from '../fields/optionsCollection';
import { optionRefused } from '../fields/typedValues';
import { parameterText as text } from '../fields/validation';

// The filters of GET /api/v2/conversations. Get Many uses all of them; the trigger reuses them without the date
// range and the sort, which it sets itself; [doc] a contact's conversations take them all but Type (the inbox).

/** [doc] The assignedTo value that selects conversations the AI handles, with no human agent. */
export const ASSIGNED_TO_AI = 'ai';

/** Filters sent under their own name as given (empty ones are left out). */
const PASS_THROUGH = [
	'type',
	'sort',
	'status',
	'sentiment',
	'topic',
	'channel',
	'resolutionStatus',
	'viewId',
];

/** The filters of both uses; `bot` is the bot's label in the node version, lower case. */
const sharedFilters = (bot: string): INodeProperties[] => [
	{
		displayName: 'Assigned To',
		name: 'assignedTo',
		type: 'options',
		default: ASSIGNED_TO_AI,
		description: 'Who handles the conversation',
		options: [
			{
				name: 'AI (No Human Agent)',
				value: ASSIGNED_TO_AI,
				description: 'Conversations the AI handles, with no human agent assigned',
			},
			{
				name: 'Human Agent',
				value: 'human',
				description: 'Conversations assigned to the human agent given in Human Agent ID',
			},
		],
	},
	{
		displayName: 'Channel',
		name: 'channel',
		type: 'options',
		default: 'INLINECHAT',
		description: 'Where the conversation takes place',
		options: [
			{ name: 'Full Page', value: 'FULLPAGE', description: `The full-page ${bot}` },
			{
				name: 'Inline Chat',
				value: 'INLINECHAT',
				description: 'The chat widget embedded on a website',
			},
			{ name: 'Messenger', value: 'MESSENGER' },
			{
				name: 'Onboarding',
				value: 'ONBOARDING',
				description: 'The onboarding chat of the dashboard',
			},
			{ name: 'Preview', value: 'PREVIEW', description: 'The preview in the LiveChatAI dashboard' },
			{ name: 'Slack', value: 'SLACK' },
			{ name: 'WhatsApp', value: 'WHATSAPP' },
		],
	},
	{
		displayName: 'Human Agent ID',
		name: 'humanAgentId',
		type: 'string',
		default: '',
		placeholder: 'e.g. clx1a2b3c0000abcd1234efgh',
		description: 'User ID of the human agent whose conversations to get',
		displayOptions: { show: { assignedTo: ['human'] } },
	},
	{
		displayName: 'Resolution Status',
		name: 'resolutionStatus',
		type: 'options',
		default: 'AIHelped',
		description: 'How the conversation ended for the visitor',
		options: [
			{ name: 'AI Did Not Help', value: 'AIDidNotHelp' },
			{ name: 'AI Helped', value: 'AIHelped' },
			{
				name: 'Talk to Human Agent',
				value: 'TalkToAgent',
				description: 'The visitor asked for a human agent',
			},
		],
	},
	{
		displayName: 'Sentiment',
		name: 'sentiment',
		type: 'options',
		default: 'NEGATIVE',
		description: 'Sentiment of the visitor as LiveChatAI detected it',
		options: [
			{ name: 'Negative', value: 'NEGATIVE' },
			{ name: 'Neutral', value: 'NEUTRAL' },
			{ name: 'Positive', value: 'POSITIVE' },
			{ name: 'Unspecified', value: 'UNSPECIFIED' },
		],
	},
	{
		displayName: 'Status',
		name: 'status',
		type: 'options',
		default: 'open',
		options: [
			{ name: 'Closed', value: 'close', description: 'Resolved conversations' },
			{ name: 'Open', value: 'open', description: 'Conversations not resolved yet' },
		],
	},
	{
		displayName: 'Topic',
		name: 'topic',
		type: 'string',
		default: '',
		placeholder: 'e.g. Billing',
		description: 'Name of the topic LiveChatAI assigned to the conversation (exact match)',
	},
	{
		displayName: 'Type',
		name: 'type',
		type: 'options',
		default: 'all',
		description: 'Which inbox to read',
		options: [
			{ name: 'All', value: 'all', description: `Every conversation of the ${bot}` },
			{
				name: 'Unassigned',
				value: 'unassigned',
				description: 'Conversations with no human agent assigned',
			},
			{
				name: 'Your Inbox',
				value: 'your-inbox',
				description: 'Conversations assigned to the owner of the API key',
			},
		],
	},
	{
		displayName: 'View ID',
		name: 'viewId',
		type: 'string',
		default: '',
		placeholder: 'e.g. clx1a2b3c0000abcd1234efgh',
		description: 'ID of a saved inbox view: its filters apply together with the ones set here',
	},
];

const dateRangeAndSort: INodeProperties[] = [
	{
		displayName: 'End Date',
		name: 'endDate',
		type: 'dateTime',
		default: '',
		description:
			'Only conversations whose last message is at or before this time. Accepts a date, an ISO 8601 string or Unix seconds (e.g. from an expression).',
	},
	{
		displayName: 'Sort',
		name: 'sort',
		type: 'options',
		default: 'desc',
		description: 'Order of the conversations by the date of their last message',
		options: [
			{ name: 'Newest First', value: 'desc' },
			{ name: 'Oldest First', value: 'asc' },
		],
	},
	{
		displayName: 'Start Date',
		name: 'startDate',
		type: 'dateTime',
		default: '',
		description:
			'Only conversations whose last message is at or after this time. Accepts a date, an ISO 8601 string or Unix seconds (e.g. from an expression).',
	},
];

/**
 * The Filters collection (sorted by name, as the editor lists it); the trigger leaves out dates and sort, a
 * contact's conversations the inbox Type. `label` names the bot as the node version does.
 */
export function conversationFilters({
	withDateRangeAndSort = true,
	withInboxType = true,
	label = 'Chatbot' as BotLabel,
} = {}): INodeProperties {
	const options = [
		...sharedFilters(label.toLowerCase()).filter((f) => withInboxType || f.name !== 'type'),
		...(withDateRangeAndSort ? dateRangeAndSort : []),
	];
	options.sort((a, b) => a.displayName.localeCompare(b.displayName));
	return filtersCollection(options);
}

/** The filters that offer a choice: a value that is none of theirs is refused, as n8n reads an options field. */
const OPTION_FILTERS = [...sharedFilters(''), ...dateRangeAndSort].filter(
	(field) => field.type === 'options',
);

/** The query parameters of the Filters values; a bad value is refused (through `invalid`) before any request. */
export function conversationFiltersQuery(
	filters: IDataObject,
	timezone: string,
	invalid: InvalidParameter,
): IDataObject {
	for (const field of OPTION_FILTERS) {
		const refused = optionRefused(filters[field.name], field.options as INodePropertyOptions[]);
		if (refused) throw invalid(field.displayName, refused.problem, refused.fix);
	}
	const query: IDataObject = {};
	for (const name of PASS_THROUGH) {
		if (text(filters[name]) !== '') query[name] = text(filters[name]);
	}
	if (filters.assignedTo === 'human') {
		query.assignedTo = text(filters.humanAgentId);
		if (query.assignedTo === '') {
			const fix =
				'Enter the user ID of the human agent, or set Assigned To to AI (No Human Agent).';
			throw invalid('Human Agent ID', 'is empty', fix);
		}
	} else if (text(filters.assignedTo) !== '') {
		query.assignedTo = text(filters.assignedTo);
	}
	return { ...query, ...dateRangeQuery(filters.startDate, filters.endDate, timezone, invalid) };
}
