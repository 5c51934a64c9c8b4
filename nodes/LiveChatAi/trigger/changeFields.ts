/**
 * The fields of the events on what changes in a conversation (1.3 on), each shown for its events only: how many
 * conversations a poll compares, Human Requested's signal, the view or filter Conversation Entered View watches,
 * and Simplify. description.ts puts them below the Event dropdown; settings.ts reads them.
 */
import type { INodeProperties } from 'n8n-workflow';

import { simplifyToggle } from '../shared/fields/simplify';
import type { ChangeEvent } from '../shared/polling/changeEvents';
import {
	CHANGE_EVENTS,
	conversationFilter,
	ENTERED_KINDS,
	HUMAN_REQUEST_SIGNALS,
	WATCHED,
} from '../shared/polling/changeEvents';

const FROM_1_3 = { '@version': [{ _cnd: { gte: 1.3 } }] };

const CHANGE_EVENT_NAMES = Object.keys(CHANGE_EVENTS) as ChangeEvent[];

export const changeEventFields: INodeProperties[] = [
	{
		displayName: 'Detect By',
		name: 'humanRequestedBy',
		type: 'options',
		default: 'talkToAgent',
		description: 'What shows that a visitor asks for a human agent, in open conversations',
		options: HUMAN_REQUEST_SIGNALS.map(({ name, value, description }) => ({
			name,
			value,
			description,
		})),
		displayOptions: { show: { ...FROM_1_3, event: ['humanRequested'] } },
	},
	{
		displayName: 'Entered',
		name: 'entered',
		type: 'options',
		default: 'viewId',
		description: 'What the conversation newly belongs to',
		options: ENTERED_KINDS,
		displayOptions: { show: { ...FROM_1_3, event: ['conversationEnteredView'] } },
	},
	{
		...conversationFilter('viewId'),
		required: true,
		description:
			'ID of a saved inbox view of the agent (Conversation > Get Many Inbox Views lists them)',
		displayOptions: whenEntered('viewId'),
	},
	{ ...conversationFilter('sentiment'), displayOptions: whenEntered('sentiment') },
	{ ...conversationFilter('topic'), required: true, displayOptions: whenEntered('topic') },
	{
		displayName: 'Conversations Watched',
		name: 'conversationsWatched',
		type: 'number',
		// WATCHED.default, written out: n8n's lint reads a field's default as a literal (a test holds them equal).
		default: 200,
		typeOptions: { minValue: 1, maxValue: WATCHED.max, numberPrecision: 0 },
		description:
			"How many of each agent's most recently active conversations a poll compares (100 a request). A change on a conversation further down the list is not seen.",
		displayOptions: { show: { ...FROM_1_3, event: CHANGE_EVENT_NAMES } },
	},
	{ ...simplifyToggle, displayOptions: { show: { ...FROM_1_3, event: CHANGE_EVENT_NAMES } } },
];

/** Shown for one choice of Entered (Conversation Entered View). */
function whenEntered(kind: string) {
	return { show: { ...FROM_1_3, event: ['conversationEnteredView'], entered: [kind] } };
}
