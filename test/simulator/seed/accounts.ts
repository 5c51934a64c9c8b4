/** Seeded workspaces, users, API keys and chatbots. */
import { chatbotRecord } from '../state/factories';
import type { Plan } from '../state/records';
import type { Store } from '../state/store';
import { SEED } from './ids';
import {
	SIMULATOR_API_KEY,
	SIMULATOR_IDENTITY_SECRET as SECRET,
	SIMULATOR_NO_API_PLAN_KEY,
	SIMULATOR_OTHER_API_KEY,
} from './keys';
import { DAY, type At } from './time';

/** Workspace id, owner, plan. */
const WORKSPACES: Array<[string, string, Plan]> = [
	['ws_main', SEED.users.owner, 'expert'],
	['ws_other', SEED.users.other, 'advanced'],
	['ws_starter', SEED.users.starter, 'starter'],
];
/** User id, name, e-mail, workspace. */
const USERS: Array<[string, string, string, string]> = [
	[SEED.users.owner, 'Olivia Bennett', 'olivia@acme-sim.test', 'ws_main'],
	[SEED.users.agent, 'Sam Rivera', 'sam@acme-sim.test', 'ws_main'],
	[SEED.users.other, 'Priya Shah', 'priya@globex-sim.test', 'ws_other'],
	[SEED.users.starter, 'Theo Starter', 'theo@initech-sim.test', 'ws_starter'],
];

/** Workspaces, users and keys: always present, also with `seed: false`. */
export function seedUsers(store: Store): void {
	for (const [id, ownerUserId, plan] of WORKSPACES)
		store.workspaces.set(id, { id, ownerUserId, plan });
	for (const [id, name, email, workspaceId] of USERS) {
		const avatar = `https://cdn.livechatai.sim/avatars/${id}.png`;
		store.users.set(id, { id, name, email, avatar, workspaceId });
	}
	store.apiKeys.set(SIMULATOR_API_KEY, SEED.users.owner);
	store.apiKeys.set(SIMULATOR_OTHER_API_KEY, SEED.users.other);
	store.apiKeys.set(SIMULATOR_NO_API_PLAN_KEY, SEED.users.starter);
}

/** Id, workspace, name, live chat, full page, slug, identity secret, age in days. */
const CHATBOTS: Array<
	[string, string, string, boolean, boolean, string | null, string | null, number]
> = [
	[SEED.chatbots.support, 'ws_main', 'Support Bot', true, false, null, null, 120],
	[SEED.chatbots.sales, 'ws_main', 'Sales Assistant', false, false, null, SECRET, 90],
	[SEED.chatbots.docs, 'ws_main', 'Docs Helper', false, true, SEED.docsSlug, null, 45],
	[SEED.chatbots.other, 'ws_other', 'Globex Concierge', true, false, null, null, 60],
];

export function seedChatbots(store: Store, at: At): void {
	for (const [id, workspaceId, name, live, full, slug, secret, age] of CHATBOTS) {
		store.chatbots.set(
			id,
			chatbotRecord({
				id,
				workspaceId,
				name,
				isLiveChatEnabled: live,
				isFullPage: full,
				slug,
				allowedAttributes: [...SEED.allowedAttributes[id]],
				identitySecret: secret,
				createdAt: at(age * DAY),
				updatedAt: at((age - 3) * DAY),
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
