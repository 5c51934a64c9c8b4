/** Seeded saved inbox views and AI suggestions. */
import type { SuggestionInput } from '../control/inputs';
import type { SuggestionRecord, ViewFilters } from '../state/records';
import type { Store } from '../state/store';
import { SEED } from './ids';
import { DAY, HOUR, pad, type At } from './time';

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

/** The question, the AI's answer, the tag, the gap and the advice of each seeded suggestion, in turn. */
const SUGGESTION_TEXTS: Array<[string, string, string, string, string]> = [
	[
		'Do you ship to Canada?',
		'I could not find information about that.',
		'MISSING_INFO',
		'International shipping destinations',
		'Add a text source listing the countries you ship to.',
	],
	[
		'Can I pay by invoice?',
		'Yes, we accept all major credit cards.',
		'INCORRECT',
		'Payment methods for companies',
		'Add a Q&A pair about invoice payments for annual plans.',
	],
	[
		'How do I export my data?',
		'You can contact support for that.',
		'INCOMPLETE',
		'Data export steps',
		'Describe the export menu under Settings > Data.',
	],
	[
		'Is there an API?',
		'I am not sure.',
		'MISSING_INFO',
		'Public API documentation',
		'Add the developer docs URL as a website source.',
	],
	[
		'What is the SLA for Enterprise?',
		'Enterprise customers get priority support.',
		'INCOMPLETE',
		'Enterprise SLA figures',
		'State the 99.9% uptime commitment and 1-hour response time.',
	],
	[
		'Can I change my username?',
		'Usernames cannot be changed.',
		'INCORRECT',
		'Username change policy',
		'Explain that usernames can be changed once every 30 days.',
	],
	[
		'Do you have a mobile app?',
		'I could not find information about that.',
		'MISSING_INFO',
		'Mobile apps',
		'Add links to the iOS and Android apps.',
	],
	[
		'How many seats are in the Team plan?',
		'The Team plan is for teams.',
		'INCOMPLETE',
		'Plan seat limits',
		'List the seat limits of every plan.',
	],
	[
		'Is my data stored in the EU?',
		'Your data is safe with us.',
		'INCOMPLETE',
		'Data residency',
		'State that data is stored in Frankfurt (eu-central-1).',
	],
	[
		'Can I downgrade mid-cycle?',
		'No.',
		'INCORRECT',
		'Downgrade rules',
		'Explain that downgrades apply at the end of the billing cycle.',
	],
	[
		'Do you support SSO?',
		'I could not find information about that.',
		'MISSING_INFO',
		'Single sign-on',
		'Add a Q&A pair about SAML SSO on Enterprise.',
	],
];

/** What a suggestion says: the visitor's question, the AI's answer, the tag, the gap, the advice. */
export type SuggestionTexts = Required<Omit<SuggestionInput, 'agentId' | 'createdAt' | 'chatId'>>;

/** The texts of the n-th seeded suggestion. */
export function suggestionTexts(n: number): SuggestionTexts {
	const [userMessage, aiMessage, evaluationTag, potentialGap, suggestedImprovement] =
		SUGGESTION_TEXTS[n % SUGGESTION_TEXTS.length];
	return { userMessage, aiMessage, evaluationTag, potentialGap, suggestedImprovement };
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
