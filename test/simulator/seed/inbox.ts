/** Seeded saved inbox views and AI suggestions. */
import { SEED } from './ids';
import { DAY, HOUR, pad, words, type At } from './time';
import type { Store } from '../store';
import type { SuggestionInput, SuggestionRecord, ViewFilters } from '../types';

/** Id, agent, name, filters, age in days. */
const VIEWS: Array<[string, string, string, ViewFilters, number]> = [
	[
		SEED.views.openNegative,
		SEED.chatbots.support,
		'Unhappy and open',
		{ status: 'open', sentiment: 'NEGATIVE' },
		20,
	],
	[
		SEED.views.whatsappUnassigned,
		SEED.chatbots.support,
		'WhatsApp, nobody assigned',
		{ channel: 'WHATSAPP', type: 'unassigned' },
		18,
	],
	[SEED.views.salesResolved, SEED.chatbots.sales, 'Resolved', { status: 'close' }, 25],
];

export function seedViews(store: Store, at: At): void {
	for (const [id, agentId, name, filters, age] of VIEWS)
		store.views.set(id, { id, agentId, name, filters, createdAt: at(age * DAY) });
}

const GAPS = words(
	'International shipping, Invoice payments, Data export, Public API, Enterprise SLA, Username changes, ' +
		'Mobile apps, Plan seat limits, Data residency, Downgrade rules, Single sign-on',
	', ',
);
const TAGS = words('MISSING_INFO INCORRECT INCOMPLETE');

/** What a suggestion says: the visitor's question, the AI's answer, the tag, the gap, the advice. */
export type SuggestionTexts = Required<Omit<SuggestionInput, 'agentId' | 'createdAt' | 'chatId'>>;

/** The texts of the n-th seeded suggestion. */
export function suggestionTexts(n: number): SuggestionTexts {
	const gap = GAPS[n % GAPS.length];
	return {
		userMessage: `What about ${gap.toLowerCase()}?`,
		aiMessage: 'I could not find information about that.',
		evaluationTag: TAGS[n % TAGS.length],
		potentialGap: gap,
		suggestedImprovement: `Add a source on ${gap.toLowerCase()}.`,
	};
}

export function suggestion(
	id: string,
	agentId: string,
	chatId: string,
	texts: SuggestionTexts,
	created: string,
	status: 'active' | 'ignored',
): SuggestionRecord {
	const { userMessage, aiMessage, ...assessment } = texts;
	return {
		id,
		agentId,
		chatId,
		userMessage: { id: `${id}_um`, text: userMessage },
		aiMessage: { id: `${id}_am`, text: aiMessage },
		...assessment,
		status,
		createdAt: created,
		updatedAt: created,
	};
}

export function seedSuggestions(store: Store, at: At): void {
	type Row = [string, string, string, number, number, SuggestionRecord['status']?];
	const add = ([id, agentId, chatId, text, age, status = 'active']: Row) =>
		store.suggestions.set(
			id,
			suggestion(id, agentId, chatId, suggestionTexts(text), at(age), status),
		);
	SEED.suggestions.active.forEach((id, i) =>
		add([id, SEED.chatbots.support, `conv_${pad(290 - i * 7, 4)}`, i, (i + 1) * 31 * HOUR]),
	);
	add([SEED.suggestions.dismissed, SEED.chatbots.support, 'conv_0200', 10, 15 * DAY, 'ignored']);
	SEED.suggestions.sales.forEach((id, i) =>
		add([id, SEED.chatbots.sales, SEED.conversations.salesOfAlice, i + 3, (i + 2) * DAY]),
	);
}
