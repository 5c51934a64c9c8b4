/**
 * A support desk's changes of a conversation's state, as the service makes them: End resolves, a human's Reply
 * joins the conversation (and may assign and reopen it), a visitor's message may reopen it, the visitor asks for a
 * human (`resolutionStatus` TalkToAgent, shown after a delay of the simulator's clock), a human agent is assigned
 * or changed, the AI's analysis labels it. The routes (End, Reply, Send Message) and the control API
 * (control/desk.ts) change this state through these functions alone. Where the reference is silent,
 * `DeskBehaviour` says which way the simulator goes.
 */
import type { ConversationRecord, Sentiment } from './records';
import type { Store } from './store';

export const REPLY_ASSIGNS = ['unassigned', 'always', 'never'] as const;
export const STATE_CHANGE_DATES = ['updatedAt', 'none', 'lastMessageDate'] as const;

/** How the desk behaves where the reference is silent (control/deskBehaviour.ts has the defaults). */
export interface DeskBehaviour {
	/** A human's Reply reopens a resolved conversation. */
	replyReopens: boolean;
	/** A visitor's message reopens a resolved conversation. */
	visitorReopens: boolean;
	/** Whom a human's Reply assigns: the replier where no human is assigned, the replier always, or nobody. */
	replyAssigns: (typeof REPLY_ASSIGNS)[number];
	/** End (and a resolve) clears the assigned human agent: `agent` is null after. */
	endClearsAgent: boolean;
	/** How long after the visitor asks for a human `resolutionStatus` shows TalkToAgent: ms of the simulator's clock. */
	humanRequestDelayMs: number;
	/** What a change that writes no message moves: `updatedAt` alone, no date, or `lastMessageDate` too. */
	stateChangeDates: (typeof STATE_CHANGE_DATES)[number];
}

/** The dates a change that writes no message moves, at `at`; `lastMessageDate` never goes back. */
function dated(conv: ConversationRecord, at: string, desk: DeskBehaviour): void {
	if (desk.stateChangeDates === 'none') return;
	conv.updatedAt = at;
	if (
		desk.stateChangeDates === 'lastMessageDate' &&
		Date.parse(at) > Date.parse(conv.lastMessageDate)
	)
		conv.lastMessageDate = at;
}

/** End, or a resolve in the dashboard: whether it changed anything (one already resolved stays as it is). */
export function resolveConversation(
	conv: ConversationRecord,
	at: string,
	desk: DeskBehaviour,
): boolean {
	if (conv.isResolved) return false;
	conv.isResolved = true;
	if (desk.endClearsAgent) conv.assignedUserId = null;
	dated(conv, at, desk);
	return true;
}

/** A reopen in the dashboard: whether it changed anything. */
export function reopenConversation(
	conv: ConversationRecord,
	at: string,
	desk: DeskBehaviour,
): boolean {
	if (!conv.isResolved) return false;
	conv.isResolved = false;
	dated(conv, at, desk);
	return true;
}

/** After a visitor's message (its dates moved by the message itself). */
export function visitorWrote(conv: ConversationRecord, desk: DeskBehaviour): void {
	if (desk.visitorReopens) conv.isResolved = false;
}

/** After a human's Reply by `userId` (its dates moved by the message itself): the human has taken part. */
export function humanReplied(conv: ConversationRecord, userId: string, desk: DeskBehaviour): void {
	conv.isAgent = true;
	if (desk.replyReopens) conv.isResolved = false;
	const assigns =
		desk.replyAssigns === 'always' ||
		(desk.replyAssigns === 'unassigned' && conv.assignedUserId === null);
	if (assigns) conv.assignedUserId = userId;
}

/** A human agent assigned, changed or (null) unassigned, without a message: whether it changed anything. */
export function assignConversation(
	conv: ConversationRecord,
	userId: string | null,
	at: string,
	desk: DeskBehaviour,
): boolean {
	if (conv.assignedUserId === userId) return false;
	conv.assignedUserId = userId;
	dated(conv, at, desk);
	return true;
}

/** A human joins without a message yet (e.g. opens it in the dashboard): `isAgent` turns true. */
export function joinConversation(
	conv: ConversationRecord,
	at: string,
	desk: DeskBehaviour,
): boolean {
	if (conv.isAgent) return false;
	conv.isAgent = true;
	dated(conv, at, desk);
	return true;
}

/** What the AI's analysis says of a conversation; absent fields stay. */
export interface Labels {
	sentiment?: Sentiment;
	topic?: string | null;
}

export function labelConversation(
	conv: ConversationRecord,
	labels: Labels,
	at: string,
	desk: DeskBehaviour,
): void {
	if (labels.sentiment !== undefined) conv.sentiment = labels.sentiment;
	if (labels.topic !== undefined) conv.topic = labels.topic;
	dated(conv, at, desk);
}

/**
 * The visitor asks for a human at `atMs`: TalkToAgent shows once `humanRequestDelayMs` have passed
 * (`showDueHumanRequests`), at once without a delay.
 */
export function requestHuman(
	store: Store,
	conv: ConversationRecord,
	atMs: number,
	desk: DeskBehaviour,
): void {
	store.humanRequests.set(conv.id, atMs + desk.humanRequestDelayMs);
	showDueHumanRequests(store, atMs, desk);
}

/** The requests for a human whose delay has passed at `nowMs` show: TalkToAgent, dated when it showed. */
export function showDueHumanRequests(store: Store, nowMs: number, desk: DeskBehaviour): void {
	for (const [id, dueMs] of store.humanRequests) {
		if (dueMs > nowMs) continue;
		store.humanRequests.delete(id);
		const conv = store.conversations.get(id);
		if (!conv) continue;
		conv.resolutionStatus = 'TalkToAgent';
		dated(conv, new Date(dueMs).toISOString(), desk);
	}
}
