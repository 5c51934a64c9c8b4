/**
 * Fills the store with the seed. Everything is deterministic and dated relative to `base`
 * (the clock's start: MANUAL_CLOCK_START for the manual clock, the time of start/reset for the real one).
 * With `data: false` only the workspaces, users and API keys are created.
 */
import type { Store } from '../state/store';
import { seedChatbots, seedUsers } from './accounts';
import { seedAnalytics } from './analytics';
import { seedChats } from './chats';
import { seedContacts } from './contacts';
import { seedConversations } from './conversations';
import { seedDataSources } from './dataSources';
import { seedSuggestions, seedViews } from './inbox';
import { seedKnowledgeBase } from './knowledgeBase';
import { seedMessages } from './messages';

export function seedStore(store: Store, base: Date, options: { data: boolean }): void {
	store.clear();
	seedUsers(store);
	if (!options.data) return;
	const baseMs = base.getTime();
	const at = (msBefore: number) => new Date(baseMs - msBefore).toISOString();
	seedChatbots(store, at);
	seedDataSources(store, at);
	const contacts = seedContacts(store, at);
	seedConversations(store, baseMs, contacts);
	seedChats(store, at);
	seedViews(store, at);
	seedSuggestions(store, at);
	seedKnowledgeBase(store, baseMs, at);
	seedMessages(store);
	seedAnalytics(store);
}
