/**
 * How the simulator's support desk behaves where the reference is silent (state/deskChanges.ts makes the changes):
 * whether a human's Reply reopens and whom it assigns, whether a visitor's message reopens, whether End clears the
 * assigned agent, how long TalkToAgent takes to show, which dates a change without a message moves. The defaults
 * are the project's decisions (SUPPORT_DESK); a test turns the others on with `sim.desk.setBehaviour(...)` (until
 * `reset()`), and a whole suite runs under one named variant (`DESK_VARIANTS`) when the jest project of that
 * variant sets the global `__LIVECHATAI_DESK__`, or `npm run simulator` the environment variable
 * `LIVECHATAI_SIMULATOR_DESK`: so that no test passes by a choice the real service need not share.
 */
import { validationError } from '../server/errors';
import { oneOf } from '../server/validation';
import { REPLY_ASSIGNS, STATE_CHANGE_DATES, type DeskBehaviour } from '../state/deskChanges';
import { namedVariant } from './variants';

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

/**
 * Each variant a suite can run under (test/deskSuites.js lists the suites): between them every field goes the
 * other way from the default, in two sets so that one choice does not hide another (a Reply that always assigns
 * hides one that assigns nobody; a change that moves lastMessageDate hides one that moves no date).
 */
export const DESK_VARIANTS = {
	/** A Reply reopens and takes the conversation over, a visitor's message reopens, End unassigns, TalkToAgent
	 * shows 30 s after the request, a change without a message moves lastMessageDate. */
	deskOtherWay: {
		replyReopens: true,
		visitorReopens: true,
		replyAssigns: 'always',
		endClearsAgent: true,
		humanRequestDelayMs: 30_000,
		stateChangeDates: 'lastMessageDate',
	},
	/** A Reply assigns nobody, a change without a message moves no date, TalkToAgent shows 5 minutes after. */
	deskUndated: {
		replyAssigns: 'never',
		humanRequestDelayMs: 5 * 60_000,
		stateChangeDates: 'none',
	},
} satisfies Record<string, Partial<DeskBehaviour>>;
export type DeskVariant = keyof typeof DESK_VARIANTS;

/**
 * The behaviour a simulator starts with and returns to on `reset()`: the default, with the variant a suite runs
 * under applied (the jest project's global first, then the environment variable).
 */
export function startingDeskBehaviour(): DeskBehaviour {
	const named = namedVariant<DeskVariant>(
		'__LIVECHATAI_DESK__',
		'LIVECHATAI_SIMULATOR_DESK',
		DESK_VARIANTS,
		'desk behaviour',
	);
	return named
		? changedDeskBehaviour(DEFAULT_DESK_BEHAVIOUR, DESK_VARIANTS[named])
		: { ...DEFAULT_DESK_BEHAVIOUR };
}
