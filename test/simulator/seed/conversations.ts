/**
 * Seeded conversations, from a fixed-seed generator: conv_0001..conv_0300 in ascending lastMessageDate over the
 * 30 days before the clock start (denser towards it), every fifth (n % 5 === 3, but the tied conv_0298) on
 * the sales agent, whose live chat is off (no human agent), the rest on support (~30% assigned); four on the
 * other workspace. createdAt <= the visitor's, AI's and agent's last dates <= lastMessageDate.
 */
import type { Channel, ConversationRecord, ResolutionStatus, Sentiment } from '../state/records';
import type { Store } from '../state/store';
import { SEED } from './ids';
import { DAY, MIN, pad, words } from './time';

/** mulberry32: small deterministic PRNG. */
export function prng(seed: number): () => number {
	let a = seed >>> 0;
	return () => {
		a = (a + 0x6d2b79f5) >>> 0;
		let t = a;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}
const TOPICS = words(
	'Billing, Pricing, Technical issue, Account, Integrations, Feature request, Shipping',
	', ',
);
/** 13 slots: with n % 5 choosing the agent, every agent sees every channel. */
const CHANNEL_SLOTS = words<Channel>(
	'INLINECHAT WHATSAPP FULLPAGE INLINECHAT MESSENGER INLINECHAT SLACK ' +
		'INLINECHAT WHATSAPP PREVIEW FULLPAGE INLINECHAT ONBOARDING',
);
function pick<T>(rand: () => number, weighted: Array<[T, number]>): T {
	let r = rand() * weighted.reduce((s, [, w]) => s + w, 0);
	for (const [value, w] of weighted) {
		r -= w;
		if (r < 0) return value;
	}
	return weighted[weighted.length - 1][0];
}

export interface ConversationPlan {
	id: string;
	agentId: string;
	contactId: string;
	last: number;
	channel: Channel;
	assignable: boolean;
}

export function build(
	store: Store,
	rand: () => number,
	plan: ConversationPlan,
	base: number,
): ConversationRecord {
	const iso = (ms: number) => new Date(ms).toISOString();
	const assigned =
		plan.assignable && rand() < 0.3 ? (rand() < 0.5 ? SEED.users.owner : SEED.users.agent) : null;
	const duration = 2 * MIN + Math.floor(rand() ** 2 * 2 * DAY);
	const created = Math.max(plan.last - duration, base - 45 * DAY);
	const lastKind = assigned
		? rand() < 0.5
			? 'agent'
			: 'visitor'
		: rand() < 0.65
			? 'bot'
			: 'visitor';
	const between = () => created + Math.floor(rand() * (plan.last - created));
	const visitor = lastKind === 'visitor' ? plan.last : between();
	const bot = lastKind === 'bot' ? plan.last : between();
	const agent = assigned ? (lastKind === 'agent' ? plan.last : between()) : null;
	const sentiment = pick<Sentiment>(rand, [
		['POSITIVE', 35],
		['NEUTRAL', 30],
		['NEGATIVE', 20],
		['UNSPECIFIED', 15],
	]);
	const resolution: ResolutionStatus = assigned
		? 'TalkToAgent'
		: rand() < 0.7
			? 'AIHelped'
			: 'AIDidNotHelp';
	const conv: ConversationRecord = {
		id: plan.id,
		agentId: plan.agentId,
		contactId: plan.contactId,
		assignedUserId: assigned,
		isResolved: rand() < 0.55,
		isStarred: rand() < 0.1,
		isMuted: rand() < 0.05,
		isAgent: assigned !== null,
		integrationType: plan.channel,
		sentiment,
		topic: TOPICS[Math.floor(rand() * TOPICS.length)],
		resolutionStatus: resolution,
		lastMessageDate: iso(plan.last),
		lastVisitorMessageDate: iso(visitor),
		lastBotMessageDate: iso(bot),
		lastAgentMessageDate: agent === null ? null : iso(agent),
		createdAt: iso(created),
		updatedAt: iso(plan.last),
	};
	store.conversations.set(conv.id, conv);
	return conv;
}

export function seedConversations(
	store: Store,
	base: number,
	contacts: { support: string[]; sales: string[] },
): void {
	const rand = prng(20261101);
	const times: number[] = [];
	for (let i = 0; i < 300; i++) times.push(base - MIN - Math.floor(rand() ** 1.3 * 30 * DAY));
	times.sort((a, b) => a - b);
	times[296] = times[297] = times[295];
	times[151] = times[150];
	const forcedSupport = new Set([150, 151, 295, 296, 297]);
	const forcedContact = new Map<number, string>([
		[299, SEED.contacts.alice],
		[250, SEED.contacts.alice],
		[287, SEED.contacts.alice],
		[298, SEED.contacts.bob],
	]);
	for (let i = 0; i < 300; i++) {
		const n = i + 1;
		const sales = n % 5 === 3 && !forcedSupport.has(i);
		const pool = sales ? contacts.sales : contacts.support;
		build(
			store,
			rand,
			{
				id: `conv_${pad(n, 4)}`,
				agentId: sales ? SEED.chatbots.sales : SEED.chatbots.support,
				contactId: forcedContact.get(i) ?? pool[Math.floor(rand() * pool.length)],
				last: times[i],
				channel: CHANNEL_SLOTS[i % CHANNEL_SLOTS.length],
				assignable: !sales,
			},
			base,
		);
	}
	for (let i = 1; i <= 4; i++) {
		build(
			store,
			rand,
			{
				id: `conv_other_${i}`,
				agentId: SEED.chatbots.other,
				contactId: i % 2 === 1 ? SEED.contacts.other : 'ct_other2',
				last: base - i * 3 * DAY,
				channel: 'INLINECHAT',
				assignable: false,
			},
			base,
		);
	}
}
