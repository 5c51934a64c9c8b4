/**
 * How the simulator's support desk behaves where the reference is silent (state/deskChanges.ts makes the changes):
 * whether a human's Reply reopens and whom it assigns, whether a visitor's message reopens, whether End clears the
 * assigned agent, how long TalkToAgent takes to show, which dates a change without a message moves. The defaults
 * are what the simulator always did; a test turns the others on with `sim.desk.setBehaviour(...)` (until
 * `reset()`), so that no test passes by a choice the real service need not share.
 */
import { validationError } from '../server/errors';
import { oneOf } from '../server/validation';
import { REPLY_ASSIGNS, STATE_CHANGE_DATES, type DeskBehaviour } from '../state/deskChanges';

export const DEFAULT_DESK_BEHAVIOUR: DeskBehaviour = {
	replyReopens: false,
	visitorReopens: false,
	replyAssigns: 'unassigned',
	endClearsAgent: false,
	humanRequestDelayMs: 0,
	stateChangeDates: 'updatedAt',
};

/** The behaviour with `changes` applied, checked: a wrong field or value throws a 400 for the control API. */
export function changedDeskBehaviour(
	current: DeskBehaviour,
	changes: Partial<DeskBehaviour>,
): DeskBehaviour {
	const unknown = Object.keys(changes).filter((key) => !(key in DEFAULT_DESK_BEHAVIOUR));
	if (unknown.length) throw validationError(`unknown desk behaviour ${unknown.join(', ')}`);
	const next = { ...current, ...changes };
	for (const flag of ['replyReopens', 'visitorReopens', 'endClearsAgent'] as const)
		if (typeof next[flag] !== 'boolean') throw validationError(`${flag} must be a boolean`);
	oneOf('replyAssigns', REPLY_ASSIGNS, next.replyAssigns);
	oneOf('stateChangeDates', STATE_CHANGE_DATES, next.stateChangeDates);
	const delay = next.humanRequestDelayMs;
	if (!Number.isInteger(delay) || delay < 0 || delay > 86_400_000)
		throw validationError('humanRequestDelayMs must be a whole number of ms from 0 to 86400000');
	return next;
}
