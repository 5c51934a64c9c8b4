/** Seeded legacy chat sessions (chats with messages, so that the counts are not zero). */
import { SEED } from './ids';
import { DAY, HOUR, MIN, type At } from './time';
import type { Store } from '../store';
import type { ChatRecord } from '../types';

function chat(
	id: string,
	chatbotId: string,
	contactId: string | null,
	startMs: number,
	pairs: Array<[string, string]>,
	at: At,
): ChatRecord {
	const messages = pairs.flatMap(([q, a], i) => [
		{
			id: `${id}_m${i * 2 + 1}`,
			role: 'user' as const,
			content: q,
			createdAt: at(startMs - i * 2 * MIN),
		},
		{
			id: `${id}_m${i * 2 + 2}`,
			role: 'assistant' as const,
			content: a,
			createdAt: at(startMs - i * 2 * MIN - 4_000),
		},
	]);
	return {
		id,
		chatbotId,
		contactId,
		messages,
		createdAt: messages[0].createdAt,
		updatedAt: messages[messages.length - 1].createdAt,
	};
}

/** Id, chatbot, contact, when it started, its questions and answers. */
const CHATS: Array<[string, string, string | null, number, Array<[string, string]>]> = [
	[
		SEED.chats.support,
		SEED.chatbots.support,
		SEED.contacts.alice,
		3 * DAY,
		[
			[
				'How do I reset my password?',
				'Click "Forgot password" on the sign-in page and follow the link we e-mail you.',
			],
			[
				'The e-mail never arrived.',
				'Please check your spam folder. The e-mail comes from no-reply@acme-sim.test.',
			],
			['Found it, thanks!', 'Glad I could help. Anything else?'],
		],
	],
	[
		SEED.chats.supportSecond,
		SEED.chatbots.support,
		SEED.contacts.bob,
		2 * DAY,
		[['What are your support hours?', 'Monday to Friday, 8:00 to 18:00 CET.']],
	],
	[
		SEED.chats.supportThird,
		SEED.chatbots.support,
		null,
		5 * HOUR,
		[
			['Can I get a refund?', 'Yes, within 30 days of purchase.'],
			['How long does it take?', 'Refunds reach your account within 5 business days.'],
		],
	],
	[
		SEED.chats.sales,
		SEED.chatbots.sales,
		SEED.contacts.secure,
		DAY,
		[['Is there a free trial?', 'Every plan comes with a 14-day free trial.']],
	],
	[
		SEED.chats.other,
		SEED.chatbots.other,
		SEED.contacts.other,
		4 * DAY,
		[['When are you open?', 'Globex offices are open 9 to 17 on weekdays.']],
	],
];

export function seedChats(store: Store, at: At): void {
	for (const [id, chatbotId, contactId, startMs, pairs] of CHATS)
		store.chats.set(id, chat(id, chatbotId, contactId, startMs, pairs, at));
}
