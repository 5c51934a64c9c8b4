/* eslint-disable @n8n/community-nodes/no-restricted-globals -- test tooling, never shipped: a suite's form comes from the jest global or the environment */
/**
 * The legal forms of LiveChatAI's answers that the reference allows but the simulator does not answer in by
 * default: a page smaller than asked, a 204 with no body, `Retry-After` as an HTTP date with a skewed `Date`
 * header, a closing stream event with the whole answer, previews in text lists, role dates a few ms apart, lists
 * out of order, slow message reads, a web page at the Base URL. A test turns one on with `sim.setForms(...)`;
 * a whole suite runs under one named variant (`FORM_VARIANTS`) when the jest project of that form sets the
 * global `__LIVECHATAI_FORM__`, or `npm run simulator` the environment variable `LIVECHATAI_SIMULATOR_FORM`.
 */
import { validationError } from '../server/errors';

export interface LegalForms {
	/** The most items a v2 list page holds, whatever was asked (it says so in its paging fields): 1 to 100. */
	maxPageSize: number;
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
}

/** The simulator's own answers: the forms of the reference's examples. */
export const DEFAULT_FORMS: LegalForms = {
	maxPageSize: 100,
	pageCounts: true,
	textPreviewLength: null,
};

/** Each variant a suite can run under: its name and the forms it turns on. */
export const FORM_VARIANTS = {
	smallPages: { maxPageSize: 7 },
	/** Pages smaller than asked whose end only a next marker tells. */
	nextMarkerOnly: { maxPageSize: 7, pageCounts: false },
	/** Data-source texts listed as previews of 200 characters. */
	textPreviews: { textPreviewLength: 200 },
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
	if (typeof next.pageCounts !== 'boolean')
		throw validationError('pageCounts must be true or false');
	const preview = next.textPreviewLength;
	if (preview !== null && (!Number.isInteger(preview) || preview < 1))
		throw validationError('textPreviewLength must be a whole number from 1, or null');
	return next;
}

/**
 * The forms a simulator starts with and returns to on `reset()`: the documented ones, with the variant a suite
 * runs under applied (the jest project's global first, then the environment variable).
 */
export function startingForms(): LegalForms {
	const named =
		(globalThis as { __LIVECHATAI_FORM__?: string }).__LIVECHATAI_FORM__ ??
		process.env.LIVECHATAI_SIMULATOR_FORM;
	if (!named) return { ...DEFAULT_FORMS };
	if (!(named in FORM_VARIANTS))
		throw new Error(
			`No simulator form "${named}": one of ${Object.keys(FORM_VARIANTS).join(', ')}`,
		);
	return changedForms(DEFAULT_FORMS, FORM_VARIANTS[named as FormVariant]);
}
