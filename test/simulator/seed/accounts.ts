/** Seeded workspaces, users, API keys and chatbots. */
import { SIMULATOR_API_KEY, SIMULATOR_IDENTITY_SECRET, SIMULATOR_OTHER_API_KEY } from '../keys';
import { SEED } from './ids';
import { DAY, type At } from './time';
import type { Store } from '../store';
import type { UserRecord } from '../types';

function user(id: string, name: string, email: string, workspaceId: string): UserRecord {
	return { id, name, email, avatar: `https://cdn.livechatai.sim/avatars/${id}.png`, workspaceId };
}

/** Workspaces, users and keys: always present, also with `seed: false`. */
export function seedUsers(store: Store): void {
	store.workspaces.set('ws_main', { id: 'ws_main', ownerUserId: SEED.users.owner });
	store.workspaces.set('ws_other', { id: 'ws_other', ownerUserId: SEED.users.other });
	for (const u of [
		user(SEED.users.owner, 'Olivia Bennett', 'olivia@acme-sim.test', 'ws_main'),
		user(SEED.users.agent, 'Sam Rivera', 'sam@acme-sim.test', 'ws_main'),
		user(SEED.users.other, 'Priya Shah', 'priya@globex-sim.test', 'ws_other'),
	]) {
		store.users.set(u.id, u);
	}
	store.apiKeys.set(SIMULATOR_API_KEY, SEED.users.owner);
	store.apiKeys.set(SIMULATOR_OTHER_API_KEY, SEED.users.other);
}

export function seedChatbots(store: Store, at: At): void {
	const bots = [
		{
			id: SEED.chatbots.support,
			ws: 'ws_main',
			name: 'Support Bot',
			live: true,
			full: false,
			slug: null,
			secret: null,
			age: 120,
		},
		{
			id: SEED.chatbots.sales,
			ws: 'ws_main',
			name: 'Sales Assistant',
			live: false,
			full: false,
			slug: null,
			secret: SIMULATOR_IDENTITY_SECRET,
			age: 90,
		},
		{
			id: SEED.chatbots.docs,
			ws: 'ws_main',
			name: 'Docs Helper',
			live: false,
			full: true,
			slug: SEED.docsSlug,
			secret: null,
			age: 45,
		},
		{
			id: SEED.chatbots.other,
			ws: 'ws_other',
			name: 'Globex Concierge',
			live: true,
			full: false,
			slug: null,
			secret: null,
			age: 60,
		},
	];
	for (const b of bots) {
		store.chatbots.set(b.id, {
			id: b.id,
			workspaceId: b.ws,
			name: b.name,
			isLiveChatEnabled: b.live,
			isFullPage: b.full,
			slug: b.slug,
			allowedAttributes: [...SEED.allowedAttributes[b.id]],
			identitySecret: b.secret,
			createdAt: at(b.age * DAY),
			updatedAt: at((b.age - 3) * DAY),
		});
	}
}
