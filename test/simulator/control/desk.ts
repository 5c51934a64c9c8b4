/**
 * The support desk's changes the API cannot make (the reference has no route to assign, reopen, label, or add a
 * contact, a score or a view without a conversation), for tests (`sim.desk`) and the control API
 * (`/__sim/conversations/:id/...`, `/__sim/contacts`, `/__sim/csat`, `/__sim/views`, `/__sim/desk-behaviour`).
 * Each conversation change goes through state/deskChanges.ts, as End and Reply do, at the clock's now, and answers
 * the conversation as the list shows it.
 */
import { scoreView } from '../routes/v2/analyticsBreakdowns';
import { contactSummary, inboxView } from '../routes/v2/shapes';
import { conversationView, type Conversation } from '../routes/serialize';
import { HttpError, notFound, validationError } from '../server/errors';
import {
	assignConversation,
	joinConversation,
	labelConversation,
	reopenConversation,
	requestHuman,
	resolveConversation,
	type DeskBehaviour,
	type Labels,
} from '../state/deskChanges';
import { contactRecord } from '../state/factories';
import type { ConversationRecord } from '../state/records';
import type { Store } from '../state/store';
import type { Clock } from './clock';
import { changedDeskBehaviour } from './deskBehaviour';
import type { ContactInput, ScoreInput, ViewInput } from './deskInputs';
import type { Settings } from './settings';

export interface DeskControl {
	/** The visitor asks for a human: TalkToAgent shows after the behaviour's delay. */
	requestHuman(conversationId: string): Conversation;
	/** A human agent (a user of the agent's workspace) assigned or changed; null unassigns. */
	assign(conversationId: string, userId: string | null): Conversation;
	/** A human joins without writing yet: `isAgent` turns true. */
	join(conversationId: string): Conversation;
	/** Resolved in the dashboard, as End resolves. */
	resolve(conversationId: string): Conversation;
	/** Reopened in the dashboard. */
	reopen(conversationId: string): Conversation;
	/** The AI's analysis changes its sentiment or topic (filters only: no list item shows them). */
	label(conversationId: string, labels: Labels): Conversation;
	addContact(input: ContactInput): ReturnType<typeof contactSummary>;
	addScore(input: ScoreInput): ReturnType<typeof scoreView>;
	addView(input: ViewInput): ReturnType<typeof inboxView>;
	/** How the desk behaves from now on (until `reset()`): the changes only; answers the whole behaviour. */
	setBehaviour(changes: Partial<DeskBehaviour>): DeskBehaviour;
	/** How the desk behaves now (a suite's variant, or what a test set), for a test to say what it expects. */
	behaviour(): DeskBehaviour;
}

export function createDeskControl(store: Store, clock: Clock, settings: Settings): DeskControl {
	const now = () => clock.now().toISOString();
	const conversation = (id: string): ConversationRecord => {
		const conv = store.conversations.get(id);
		if (!conv) throw new HttpError(404, 'not_found', `Conversation not found: ${id}`);
		return conv;
	};
	const agent = (id: string) => {
		const bot = store.chatbots.get(id);
		if (!bot) throw new HttpError(404, 'not_found', `Agent not found: ${id}`);
		return bot;
	};
	/** Changes a conversation and answers it as the list shows it. */
	const change =
		<A extends unknown[]>(apply: (conv: ConversationRecord, ...args: A) => unknown) =>
		(id: string, ...args: A): Conversation => {
			const conv = conversation(id);
			apply(conv, ...args);
			return conversationView(store, conv);
		};
	return {
		requestHuman: change((conv) => requestHuman(store, conv, clock.now().getTime(), settings.desk)),
		assign: change((conv, userId: string | null) => {
			const workspace = store.chatbots.get(conv.agentId)?.workspaceId;
			const user = userId === null ? null : store.users.get(userId);
			if (user === undefined || (user && user.workspaceId !== workspace)) throw notFound('User');
			assignConversation(conv, userId, now(), settings.desk);
		}),
		join: change((conv) => joinConversation(conv, now(), settings.desk)),
		resolve: change((conv) => resolveConversation(conv, now(), settings.desk)),
		reopen: change((conv) => reopenConversation(conv, now(), settings.desk)),
		label: change((conv, labels: Labels) => labelConversation(conv, labels, now(), settings.desk)),
		addContact(input) {
			const { agentId, createdAt, ...fields } = input;
			const contact = contactRecord({
				id: store.newId('ct'),
				agentId: agent(agentId).id,
				createdAt: (createdAt ?? clock.now()).toISOString(),
				...fields,
			});
			store.contacts.set(contact.id, contact);
			return contactSummary(contact);
		},
		addScore(input) {
			const { agentId, conversationId, createdAt, ...given } = input;
			const bot = agent(agentId);
			const latest = [...store.conversations.values()]
				.filter((c) => c.agentId === bot.id)
				.sort((a, b) => Date.parse(b.lastMessageDate) - Date.parse(a.lastMessageDate))[0];
			const conv = conversationId === undefined ? latest : conversation(conversationId);
			if (conv === undefined)
				throw validationError('conversationId is required: the agent has no conversation');
			if (conv.agentId !== bot.id) throw notFound('Conversation');
			const contact = conv.contactId === null ? undefined : store.contacts.get(conv.contactId);
			const id = store.newId('csat');
			const record = {
				id,
				agentId: bot.id,
				conversationId: conv.id,
				comment: null,
				email: contact?.email ?? null,
				name: contact?.name ?? null,
				triggerReason: 'AFTER_RESOLUTION',
				createdAt: (createdAt ?? clock.now()).toISOString(),
				...given,
			};
			store.csat.set(id, record);
			return scoreView(record);
		},
		addView(input) {
			const { agentId, name, filters, createdAt } = input;
			const id = store.newId('view');
			const view = {
				id,
				agentId: agent(agentId).id,
				name,
				filters: { ...filters },
				createdAt: (createdAt ?? clock.now()).toISOString(),
			};
			store.views.set(id, view);
			return inboxView(view);
		},
		setBehaviour(changes) {
			settings.desk = changedDeskBehaviour(settings.desk, changes);
			return settings.desk;
		},
		behaviour: () => ({ ...settings.desk }),
	};
}
