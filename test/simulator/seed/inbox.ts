/** Seeded saved inbox views and AI suggestions. */
import { SEED } from './ids';
import { DAY, HOUR, type At } from './time';
import type { Store } from '../store';
import type { SuggestionRecord } from '../types';

export function seedViews(store: Store, at: At): void {
	store.views.set(SEED.views.openNegative, {
		id: SEED.views.openNegative,
		agentId: SEED.chatbots.support,
		name: 'Unhappy and open',
		filters: { status: 'open', sentiment: 'NEGATIVE' },
		createdAt: at(20 * DAY),
	});
	store.views.set(SEED.views.whatsappUnassigned, {
		id: SEED.views.whatsappUnassigned,
		agentId: SEED.chatbots.support,
		name: 'WhatsApp, nobody assigned',
		filters: { channel: 'WHATSAPP', type: 'unassigned' },
		createdAt: at(18 * DAY),
	});
	store.views.set(SEED.views.salesResolved, {
		id: SEED.views.salesResolved,
		agentId: SEED.chatbots.sales,
		name: 'Resolved',
		filters: { status: 'close' },
		createdAt: at(25 * DAY),
	});
}

export const SUGGESTION_TEXTS: Array<[string, string, string, string, string]> = [
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

export function suggestion(
	id: string,
	agentId: string,
	chatId: string,
	texts: [string, string, string, string, string],
	created: string,
	status: 'active' | 'ignored',
): SuggestionRecord {
	const [question, answer, tag, gap, improvement] = texts;
	return {
		id,
		agentId,
		chatId,
		userMessage: { id: `${id}_um`, text: question },
		aiMessage: { id: `${id}_am`, text: answer },
		evaluationTag: tag,
		potentialGap: gap,
		suggestedImprovement: improvement,
		status,
		createdAt: created,
		updatedAt: created,
	};
}

export function seedSuggestions(store: Store, at: At): void {
	SEED.suggestions.active.forEach((id, i) => {
		const conv = `conv_${String(290 - i * 7).padStart(4, '0')}`;
		store.suggestions.set(
			id,
			suggestion(
				id,
				SEED.chatbots.support,
				conv,
				SUGGESTION_TEXTS[i],
				at((i + 1) * 31 * HOUR),
				'active',
			),
		);
	});
	store.suggestions.set(
		SEED.suggestions.dismissed,
		suggestion(
			SEED.suggestions.dismissed,
			SEED.chatbots.support,
			'conv_0200',
			SUGGESTION_TEXTS[10],
			at(15 * DAY),
			'ignored',
		),
	);
	SEED.suggestions.sales.forEach((id, i) => {
		store.suggestions.set(
			id,
			suggestion(
				id,
				SEED.chatbots.sales,
				SEED.conversations.salesOfAlice,
				SUGGESTION_TEXTS[i + 3],
				at((i + 2) * DAY),
				'active',
			),
		);
	});
}
