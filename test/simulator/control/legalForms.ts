/**
 * The legal forms of LiveChatAI's answers that the reference allows but the simulator does not answer in by
 * default: a page smaller than asked, a 204 with no body, `Retry-After` as an HTTP date with a skewed `Date`
 * header, a closing stream event with the whole answer, previews in text lists, role dates a few ms apart, lists
 * out of order, slow message reads, a web page at the Base URL, contacts and scores oldest first or in no order.
 * A test turns one on with `sim.setForms(...)`; a whole suite runs under one named variant (`FORM_VARIANTS`) when
 * the jest project of that form sets the global `__LIVECHATAI_FORM__`, or `npm run simulator` the environment
 * variable `LIVECHATAI_SIMULATOR_FORM`.
 */
import { validationError } from '../server/errors';
import { namedVariant } from './variants';

export interface LegalForms {
	/** The most items a v2 list page holds, whatever was asked (it says so in its paging fields): 1 to 100. */
	maxPageSize: number;
	/**
	 * The conversations list's role dates (`lastVisitorMessageDate`...) written apart from `lastMessageDate`: each
	 * up to this many ms after or before it, varying by conversation and date. 0: the same instant.
	 */
	roleDateApartMs: number;
	/**
	 * The conversations list sorted on a date up to this many ms off `lastMessageDate` (ties and near-ties in an
	 * order of their own). 0: exactly by `lastMessageDate`.
	 */
	listOrderSkewMs: number;
	/** `GET /api/v2/conversations/{id}` answers after this many ms. */
	messageReadDelayMs: number;
	/**
	 * How a success whose body the node needs nothing of (a DELETE of one item, the legacy delete, the typing
	 * indicator) is answered: `false`, with the documented body; 204 No Content; or 200 with an empty body.
	 */
	emptySuccess: false | 204 | 200;
	/** A `Retry-After` of a fault is sent as an HTTP date (the server's clock, `clockSkewMs` included), not seconds. */
	retryAfterAsDate: boolean;
	/** How far the server's clock (every answer's `Date` header) is ahead of the machine's (behind: negative), in ms. */
	clockSkewMs: number;
	/** A stream's closing event carries the whole answer too (SSE, JSON lines), beside the pieces before it. */
	closingAnswer: boolean;
	/** The Base URL is a web page (a login page): every API route answers 200 `text/html`. */
	webPage: boolean;
	/**
	 * Whether a v2 list page says its item and page counts. Off: the wrappers that carry a next marker (`pages`'s
	 * `hasNext`/`next`, `pagination`'s `hasNextPage`, `metadata`'s `next`) say only that marker; `meta`, which has
	 * none, keeps its counts.
	 */
	pageCounts: boolean;
	/**
	 * Where set, a data source's `text` in GET /api/v2/data-sources (a Q&A's answer too) longer than this is
	 * listed as its first this many characters and '...', `characterCount` still its full length, as the
	 * reference's example shows; null: the whole text.
	 */
	textPreviewLength: number | null;
	/**
	 * The order of the contacts list and of CSAT's feedback, which the reference does not state and no parameter
	 * sets: newest `createdAt` first, oldest first (ties by id, so pages never overlap), or in no order of date.
	 */
	contactAndScoreOrder: 'newestFirst' | 'oldestFirst' | 'unordered';
}

/** The simulator's own answers: the forms of the reference's examples. */
export const DEFAULT_FORMS: LegalForms = {
	maxPageSize: 100,
	roleDateApartMs: 0,
	listOrderSkewMs: 0,
	messageReadDelayMs: 0,
	emptySuccess: false,
	retryAfterAsDate: false,
	clockSkewMs: 0,
	closingAnswer: false,
	webPage: false,
	pageCounts: true,
	textPreviewLength: null,
	contactAndScoreOrder: 'newestFirst',
};

/** Each variant a suite can run under: its name and the forms it turns on. */
export const FORM_VARIANTS = {
	smallPages: { maxPageSize: 7 },
	roleDatesApart: { roleDateApartMs: 5 },
	listOutOfOrder: { listOrderSkewMs: 5 },
	slowMessageReads: { messageReadDelayMs: 25 },
	noContent: { emptySuccess: 204 },
	skewedRetryDates: { retryAfterAsDate: true, clockSkewMs: 5 * 60_000 },
	closingAnswer: { closingAnswer: true },
	webPage: { webPage: true },
	/** Pages smaller than asked whose end only a next marker tells. */
	nextMarkerOnly: { maxPageSize: 7, pageCounts: false },
	/** Data-source texts listed as previews of 200 characters. */
	textPreviews: { textPreviewLength: 200 },
	/** The contacts list and CSAT's feedback oldest first. */
	contactsOldestFirst: { contactAndScoreOrder: 'oldestFirst' },
} satisfies Record<string, Partial<LegalForms>>;
export type FormVariant = keyof typeof FORM_VARIANTS;

/** The forms with `changes` applied, checked: a wrong field or value throws a 400 for the control API. */
export function changedForms(current: LegalForms, changes: Partial<LegalForms>): LegalForms {
	const unknown = Object.keys(changes).filter((key) => !(key in DEFAULT_FORMS));
	if (unknown.length) throw validationError(`unknown form ${unknown.join(', ')}`);
	const next = { ...current, ...changes };
	const size = next.maxPageSize;
	if (!Number.isInteger(size) || size < 1 || size > 100)
		throw validationError('maxPageSize must be a whole number from 1 to 100');
	for (const field of ['roleDateApartMs', 'listOrderSkewMs', 'messageReadDelayMs'] as const) {
		const ms = next[field];
		if (!Number.isInteger(ms) || ms < 0 || ms > 60_000)
			throw validationError(`${field} must be a whole number of ms from 0 to 60000`);
	}
	if (![false, 204, 200].includes(next.emptySuccess))
		throw validationError('emptySuccess must be false, 204 or 200');
	if (!Number.isInteger(next.clockSkewMs))
		throw validationError('clockSkewMs must be a whole number of ms');
	for (const flag of ['retryAfterAsDate', 'closingAnswer', 'webPage'] as const) {
		if (typeof next[flag] !== 'boolean') throw validationError(`${flag} must be a boolean`);
	}
	if (typeof next.pageCounts !== 'boolean')
		throw validationError('pageCounts must be true or false');
	const preview = next.textPreviewLength;
	if (preview !== null && (!Number.isInteger(preview) || preview < 1))
		throw validationError('textPreviewLength must be a whole number from 1, or null');
	if (!['newestFirst', 'oldestFirst', 'unordered'].includes(next.contactAndScoreOrder))
		throw validationError('contactAndScoreOrder must be newestFirst, oldestFirst or unordered');
	return next;
}

/**
 * The forms a simulator starts with and returns to on `reset()`: the documented ones, with the variant a suite
 * runs under applied (the jest project's global first, then the environment variable).
 */
export function startingForms(): LegalForms {
	const named = namedVariant<FormVariant>(
		'__LIVECHATAI_FORM__',
		'LIVECHATAI_SIMULATOR_FORM',
		FORM_VARIANTS,
		'form',
	);
	return named ? changedForms(DEFAULT_FORMS, FORM_VARIANTS[named]) : { ...DEFAULT_FORMS };
}
