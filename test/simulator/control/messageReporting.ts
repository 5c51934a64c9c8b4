/**
 * How the simulator reports a conversation's messages (GET /api/v2/conversations/{id}), and the list's dates of
 * each role's last message (which the published list's example does not show). The reference shows
 * `createdAt` and `role` on each message but says nothing of their clock against the list's `lastMessageDate`,
 * of their precision, of the role names, or of how long the list is. By default the simulator stamps a message
 * and the list's date from one value; these settings make it report otherwise, so that no trigger test passes
 * by a coincidence the real service need not share.
 */
import { validationError } from '../server/errors';

export interface MessageReporting {
	/** Added to every message's `createdAt` (a second clock, or a later write of the list's date): ms. */
	createdAtOffsetMs: number;
	/** `createdAt` written with this many fractional digits (0 to 9; the list's dates keep 3). */
	createdAtDigits: number;
	/** Messages reported without `createdAt`. */
	withoutCreatedAt: boolean;
	/** Role names reported instead of the stored ones (e.g. `{ user: 'visitor' }`). */
	roleNames: Record<string, string>;
	/** Only the oldest this many messages are reported (a list that does not reach the newest); 0: all. */
	oldestOnly: number;
	/**
	 * Conversation lists without `lastVisitorMessageDate`, `lastBotMessageDate` and `lastAgentMessageDate`, as
	 * the published list's example shows them: the trigger's per-role events must then find them in the messages.
	 */
	withoutRoleDates: boolean;
}

export const DEFAULT_MESSAGE_REPORTING: MessageReporting = {
	createdAtOffsetMs: 0,
	createdAtDigits: 3,
	withoutCreatedAt: false,
	roleNames: {},
	oldestOnly: 0,
	withoutRoleDates: false,
};

/** The settings with `changes` applied, checked: a wrong field or value throws a 400 for the control API. */
export function changedReporting(
	current: MessageReporting,
	changes: Partial<MessageReporting>,
): MessageReporting {
	const next = { ...current, ...changes };
	const wholeAtLeast = (value: number, min: number) => Number.isInteger(value) && value >= min;
	if (typeof next.createdAtOffsetMs !== 'number' || !Number.isFinite(next.createdAtOffsetMs))
		throw validationError('createdAtOffsetMs must be a number of ms');
	if (!wholeAtLeast(next.createdAtDigits, 0) || next.createdAtDigits > 9)
		throw validationError('createdAtDigits must be a whole number from 0 to 9');
	for (const flag of ['withoutCreatedAt', 'withoutRoleDates'] as const)
		if (typeof next[flag] !== 'boolean') throw validationError(`${flag} must be a boolean`);
	const names = next.roleNames;
	if (
		typeof names !== 'object' ||
		names === null ||
		Object.values(names).some((n) => typeof n !== 'string')
	)
		throw validationError('roleNames must map role names to strings');
	if (!wholeAtLeast(next.oldestOnly, 0))
		throw validationError('oldestOnly must be a whole number >= 0');
	return next;
}

/** An instant in ISO 8601 with `digits` fractional digits, cut (not rounded) as a coarser clock would. */
function isoWithDigits(ms: number, digits: number): string {
	const whole = Math.floor(ms);
	const iso = new Date(whole).toISOString();
	const belowMs = String(Math.round((ms - whole) * 1e6)).padStart(6, '0');
	const fraction = `${iso.slice(20, 23)}${belowMs}`.slice(0, digits);
	return `${iso.slice(0, 19)}${digits > 0 ? `.${fraction}` : ''}Z`;
}

/** The messages of a conversation's detail as the settings report them. */
export function reportedMessages<M extends { role: string; createdAt: string }>(
	messages: M[],
	reporting: MessageReporting,
): Array<Omit<M, 'createdAt'> & { createdAt?: string }> {
	const kept = reporting.oldestOnly > 0 ? messages.slice(0, reporting.oldestOnly) : messages;
	return kept.map(({ createdAt, ...message }) => {
		const role = reporting.roleNames[message.role] ?? message.role;
		if (reporting.withoutCreatedAt) return { ...message, role };
		const ms = Date.parse(createdAt) + reporting.createdAtOffsetMs;
		return { ...message, role, createdAt: isoWithDigits(ms, reporting.createdAtDigits) };
	});
}

/** A conversation of a list as the settings report it: without the per-role dates if so set. */
export function reportedListItem(
	conversation: Record<string, unknown>,
	reporting: MessageReporting,
): Record<string, unknown> {
	if (!reporting.withoutRoleDates) return conversation;
	const listed: Record<string, unknown> = { ...conversation };
	for (const field of ['lastVisitorMessageDate', 'lastBotMessageDate', 'lastAgentMessageDate'])
		delete listed[field];
	return listed;
}
