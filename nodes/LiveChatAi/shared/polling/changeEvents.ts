/**
 * The trigger's events on what changes in a conversation (1.3 on). LiveChatAI sends no webhooks, so a poll
 * compares what it reads with what the last poll kept (conversationStates.ts). Each event compares one value per
 * conversation: a field of the list's item, or whether the conversation is in a filtered list (the list's items
 * carry no resolutionStatus, sentiment, topic or view: a filter is the only way to see them). Read top down: the
 * events, what settings.ts reads for them, then the item an event emits.
 */
import type { IDataObject, INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import { conversationFilters } from '../conversations/conversationFilters';
import { simplifyConversation } from '../conversations/simplifyConversation';
import { isRecord } from '../transport/json';
import type { TriggerEvent } from './newEvents';
import { eventsAt, TRIGGER_EVENTS } from './newEvents';

/**
 * The change events and what each compares: a Boolean field of the list's item and the value it changes to, the
 * human agent assigned (`agent.id`), or membership of the filtered list the settings give (`filter`).
 */
export const CHANGE_EVENTS = {
	conversationResolved: {
		name: 'Conversation Resolved',
		description: 'A conversation was resolved (closed)',
		compares: { field: 'isResolved', to: true },
	},
	conversationReopened: {
		name: 'Conversation Reopened',
		description: 'A resolved conversation is open again',
		compares: { field: 'isResolved', to: false },
	},
	humanRequested: {
		name: 'Human Requested',
		description: 'An open conversation now asks for a human agent',
		compares: 'filter',
	},
	humanAgentAssigned: {
		name: 'Human Agent Assigned or Changed',
		description: "A conversation's human agent was assigned or changed",
		compares: 'agent',
	},
	humanJoined: {
		name: 'Human Joined',
		description: 'A human agent took part in a conversation for the first time',
		compares: { field: 'isAgent', to: true },
	},
	conversationEnteredView: {
		name: 'Conversation Entered View',
		description: 'A conversation entered an inbox view, sentiment or topic',
		compares: 'filter',
	},
} as const;

export type ChangeEvent = keyof typeof CHANGE_EVENTS;

/** What one change event compares: `{ field, to }` (a Boolean field), 'agent' or 'filter'. */
export type Compared = (typeof CHANGE_EVENTS)[ChangeEvent]['compares'];

export function isChangeEvent(event: string): event is ChangeEvent {
	return Object.prototype.hasOwnProperty.call(CHANGE_EVENTS, event);
}

/**
 * The events a trigger version offers, as its Event dropdown lists them (trigger/description.ts) and
 * trigger/settings.ts checks the one set: TRIGGER_EVENTS' of that version and, 1.3 on, these.
 */
export function eventsOf(
	typeVersion: number,
): Array<{ name: string; value: TriggerEvent | ChangeEvent }> {
	const events = eventsAt(typeVersion).map((value) => ({
		name: TRIGGER_EVENTS[value].name,
		value,
	}));
	const changes = (Object.keys(CHANGE_EVENTS) as ChangeEvent[]).map((value) => ({
		name: CHANGE_EVENTS[value].name,
		value,
	}));
	return typeVersion >= 1.3 ? [...events, ...changes] : events;
}

/** Conversations Watched: how many of an agent's most recently active conversations a poll compares. */
export const WATCHED = { default: 200, max: 1_000 };

/**
 * The filtered list a membership event watches: its query beside the agent, and what the change it emits says
 * (`field`, the filter's name in the list's query; `value`, the value the conversation now has).
 */
export interface ChangeFilter {
	query: IDataObject;
	field: string;
	value: string;
}

/** What a change event's poll compares, as settings.ts reads it. */
export interface ChangeWatch {
	/** How many conversations of an agent a poll reads and keeps (Conversations Watched). */
	bound: number;
	/** The filtered list of Human Requested and Conversation Entered View. */
	filter?: ChangeFilter;
}

/** Human Requested's Detect By: the list whose new members asked for a human, while open. */
export const HUMAN_REQUEST_SIGNALS: Array<INodePropertyOptions & { filter: ChangeFilter }> = [
	{
		name: 'Talk to Human Agent Status',
		value: 'talkToAgent',
		description: "The conversation's resolution status turns to Talk to Human Agent",
		filter: {
			query: { resolutionStatus: 'TalkToAgent', status: 'open' },
			field: 'resolutionStatus',
			value: 'TalkToAgent',
		},
	},
	{
		name: 'Unassigned Inbox',
		value: 'unassigned',
		description: 'The conversation enters the inbox LiveChatAI lists as unassigned',
		filter: { query: { type: 'unassigned', status: 'open' }, field: 'type', value: 'unassigned' },
	},
];

/** Conversation Entered View's Entered: a saved inbox view, or a sentiment or topic (the list's filters). */
export const ENTERED_KINDS: INodePropertyOptions[] = [
	{ name: 'Inbox View', value: 'viewId', description: 'A saved inbox view of the agent' },
	{ name: 'Sentiment', value: 'sentiment', description: 'The sentiment LiveChatAI detected' },
	{ name: 'Topic', value: 'topic', description: 'The topic LiveChatAI assigned' },
];

/** A field of the conversation filters, for a change event's own use of it: one definition of its options. */
export function conversationFilter(name: string): INodeProperties {
	const fields = (conversationFilters({ withDateRangeAndSort: false }).options ??
		[]) as INodeProperties[];
	// Called with names of conversationFilters' fields only (ENTERED_KINDS' values, checked before).
	return fields.find((each) => each.name === name)!;
}

/**
 * What a change event outputs: the conversation with `change` (`{ field, previous, current }`, conversationStates.ts
 * sets it), as the list gives it, or its short form with the human agent assigned beside `change`.
 */
export function changedOutput(conversation: IDataObject, simplify: boolean): IDataObject {
	if (!simplify) return conversation;
	const agent = isRecord(conversation.agent) ? conversation.agent : undefined;
	const humanAgent = agent
		? { id: agent.id ?? null, name: agent.name ?? null, email: agent.email ?? null }
		: null;
	return { ...simplifyConversation(conversation), humanAgent, change: conversation.change };
}
