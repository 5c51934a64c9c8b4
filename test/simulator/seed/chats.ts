/**
 * Seeded legacy chat sessions (chats with messages, so that the counts are not zero): each asks about the
 * seeded suggestions' topics in turn and is answered as the reply route answers.
 */
import { answerFor } from '../routes/legacy/reply';
import type { ChatMessageRecord } from '../state/records';
import type { Store } from '../state/store';
import { SEED } from './ids';
import { suggestionTexts } from './inbox';
import { DAY, HOUR, MIN, type At } from './time';

/** Id, chatbot, contact, when it started, how many questions it asked. */
const CHATS: Array<[string, string, string | null, number, number]> = [
	[SEED.chats.support, SEED.chatbots.support, SEED.contacts.alice, 3 * DAY, 3],
	[SEED.chats.supportSecond, SEED.chatbots.support, SEED.contacts.bob, 2 * DAY, 1],
	[SEED.chats.supportThird, SEED.chatbots.support, null, 5 * HOUR, 2],
	[SEED.chats.sales, SEED.chatbots.sales, SEED.contacts.secure, DAY, 1],
	[SEED.chats.other, SEED.chatbots.other, SEED.contacts.other, 4 * DAY, 1],
];

export function seedChats(store: Store, at: At): void {
	let asked = 0;
	for (const [id, chatbotId, contactId, startMs, questions] of CHATS) {
		const botName = store.chatbots.get(chatbotId)!.name;
		const messages: ChatMessageRecord[] = [];
		for (let i = 0; i < questions; i++) {
			const question = suggestionTexts(asked++).userMessage;
			const createdAt = at(startMs - i * 2 * MIN);
			messages.push(
				{ id: `${id}_m${i * 2 + 1}`, role: 'user', content: question, createdAt },
				{
					id: `${id}_m${i * 2 + 2}`,
					role: 'assistant',
					content: answerFor(question, botName),
					createdAt: at(startMs - i * 2 * MIN - 4_000),
				},
			);
		}
		const [first, last] = [messages[0], messages[messages.length - 1]];
		store.chats.set(id, {
			id,
			chatbotId,
			contactId,
			messages,
			createdAt: first.createdAt,
			updatedAt: last.createdAt,
		});
	}
}
