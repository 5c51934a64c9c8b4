/** Seeded workspaces, users, API keys and chatbots. */
import {
	SIMULATOR_API_KEY,
	SIMULATOR_IDENTITY_SECRET,
	SIMULATOR_NO_API_PLAN_KEY,
	SIMULATOR_OTHER_API_KEY,
} from '../keys';
import { SEED } from './ids';
import { DAY, type At } from './time';
import type { Store } from '../store';
import { chatbotRecord } from '../factories';
import type { UserRecord } from '../types';

function user(id: string, name: string, email: string, workspaceId: string): UserRecord {
	return { id, name, email, avatar: `https://cdn.livechatai.sim/avatars/${id}.png`, workspaceId };
}

/** Workspaces, users and keys: always present, also with `seed: false`. */
export function seedUsers(store: Store): void {
	store.workspaces.set('ws_main', { id: 'ws_main', ownerUserId: SEED.users.owner, plan: 'expert' });
	store.workspaces.set('ws_other', {
		id: 'ws_other',
		ownerUserId: SEED.users.other,
		plan: 'advanced',
	});
	store.workspaces.set('ws_starter', {
		id: 'ws_starter',
		ownerUserId: SEED.users.starter,
		plan: 'starter',
	});
	for (const u of [
		user(SEED.users.owner, 'Olivia Bennett', 'olivia@acme-sim.test', 'ws_main'),
		user(SEED.users.agent, 'Sam Rivera', 'sam@acme-sim.test', 'ws_main'),
		user(SEED.users.other, 'Priya Shah', 'priya@globex-sim.test', 'ws_other'),
		user(SEED.users.starter, 'Theo Starter', 'theo@initech-sim.test', 'ws_starter'),
	]) {
		store.users.set(u.id, u);
	}
	store.apiKeys.set(SIMULATOR_API_KEY, SEED.users.owner);
	store.apiKeys.set(SIMULATOR_OTHER_API_KEY, SEED.users.other);
	store.apiKeys.set(SIMULATOR_NO_API_PLAN_KEY, SEED.users.starter);
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
		store.chatbots.set(
			b.id,
			chatbotRecord({
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
			}),
		);
	}
	seedMoreAgents(store, at);
}

/**
 * The v2 additions: the knowledge-base agent (many data sources and suggestions) and ten team agents
 * (every third archived), so that the agents list of the main workspace has 14 agents (two pages of 10).
 */
function seedMoreAgents(store: Store, at: At): void {
	store.chatbots.set(
		SEED.agents.knowledgeBase,
		chatbotRecord({
			id: SEED.agents.knowledgeBase,
			workspaceId: 'ws_main',
			name: 'Knowledge Base',
			slug: SEED.knowledgeBaseSlug,
			language: 'de',
			isImageSharingEnabled: true,
			allowedAttributes: [],
			createdAt: at(150 * DAY),
		}),
	);
	SEED.agents.team.forEach((id, i) => {
		store.chatbots.set(
			id,
			chatbotRecord({
				id,
				workspaceId: 'ws_main',
				name: `Team Bot ${String(i + 1).padStart(2, '0')}`,
				isArchived: i % 3 === 2,
				createdAt: at((200 + i) * DAY),
			}),
		);
	});
}
