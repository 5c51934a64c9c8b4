/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test tooling: drives real n8n processes and times them */
/**
 * The events an activated trigger test makes and checks: activity added to the simulator while n8n polls
 * (a feed at varied moments relative to the polls, some of it inside a poll's request), the polls as the
 * simulator saw them, and the tally of what the trigger emitted against what was added (duplicates, losses).
 * An event is the pair (conversation id, lastMessageDate): New Activity emits each conversation once per new
 * lastMessageDate.
 */
import { setTimeout as sleep } from 'node:timers/promises';

import type { LoggedRequest, Simulator } from '../../simulator';
import type { Emission } from './activeWorkflows';
import { waitFor } from './processes';

/** The trigger's read: the conversations list, newest first. */
export const CONVERSATIONS_PATH = '/api/v2/conversations';

export interface AddedEvent {
	id: string;
	lastMessageDate: string;
}

/** A logged moment (ISO text) as epoch ms; NaN for none, which every comparison fails. */
export const ms = (at: string | null | undefined) => Date.parse(at ?? '');

/** An event as tally() counts it, to compare events with its lists. */
export const eventKey = (event: { id: string; lastMessageDate: string }) =>
	`${event.id}@${ms(event.lastMessageDate)}`;

/**
 * The polls' requests (the conversations list) the simulator has received so far; with `agentId`, only the
 * polls of that agent's list (which leaves out Send Message's POST to the same path).
 */
export function pollRequests(sim: Simulator, agentId?: string): LoggedRequest[] {
	return sim.requests.filter(
		(request) =>
			request.path === CONVERSATIONS_PATH &&
			(agentId === undefined || request.query.agentId === agentId),
	);
}

/**
 * Waits (bounded) for the next poll request (of `agentId`'s list, if given) after the first `seen` ones (by
 * default: those received so far), answered; returns it.
 */
export async function nextPoll(
	sim: Simulator,
	timeoutMs = 30_000,
	seen?: number,
	agentId?: string,
): Promise<LoggedRequest> {
	const index = seen ?? pollRequests(sim, agentId).length;
	return await waitFor(
		`no poll within ${timeoutMs / 1000} s`,
		() => {
			const request = pollRequests(sim, agentId)[index];
			return request?.answeredAt ? request : undefined;
		},
		timeoutMs,
		20,
	);
}

export interface FeedOptions {
	agentId: string;
	/** Pauses between two events, used in turn: their sum over the polls' 10 s shifts the moments. */
	pausesMs?: number[];
	/**
	 * Also new messages in conversations that had one at least this long ago (seeded ones, and earlier ones
	 * of the feed); absent: only new conversations. Two messages in one conversation between two polls make
	 * one event (the trigger emits the conversation's latest state), so the gap must span two polls at least.
	 */
	retouchAfterMs?: number;
	/**
	 * Events inside the polls: during every other poll's request (the answer carries it) and, after the
	 * other polls' answers, one at the same millisecond as the newest event already read (a tie).
	 */
	duringPolls?: boolean;
}

/** Activity added while n8n polls, until stopped; `events` is everything it added. */
export class ActivityFeed {
	readonly events: AddedEvent[] = [];

	/** How many events were added inside a poll's request, and at the millisecond of a poll's newest event. */
	readonly atPolls = { inside: 0, ties: 0 };

	private running = true;

	private readonly lastTouched = new Map<string, number>();

	private loop: Promise<void>;

	constructor(
		private readonly sim: Simulator,
		private readonly options: FeedOptions,
	) {
		if (options.duringPolls) this.watchPolls();
		this.loop = this.run();
	}

	/** Adds one event now: a new conversation, or (sometimes, when allowed) a message in an older one. */
	add(at?: Date): AddedEvent {
		const conversationId = this.events.length % 3 === 1 ? this.olderConversation() : undefined;
		const conversation = this.sim.addActivity(
			conversationId === undefined
				? { agentId: this.options.agentId, kind: 'visitor', at }
				: { conversationId, kind: 'visitor', at },
		);
		const event = { id: conversation.id, lastMessageDate: String(conversation.lastMessageDate) };
		this.events.push(event);
		this.lastTouched.set(event.id, Date.now());
		return event;
	}

	/** Stops adding; resolves once the loop has ended. */
	async stop(): Promise<void> {
		this.running = false;
		this.sim.onRequest(null);
		await this.loop;
	}

	private async run(): Promise<void> {
		const pauses = this.options.pausesMs ?? [2300, 700, 3100, 1600, 2900, 400];
		for (let turn = 0; this.running; turn++) {
			this.add();
			const pause = pauses[turn % pauses.length];
			// In slices, so that stop() does not wait for a whole pause.
			for (let waited = 0; this.running && waited < pause; waited += 100) {
				await sleep(Math.min(100, pause - waited));
			}
		}
	}

	/** A conversation of the agent whose last message (seeded or added here) is old enough to take a new one. */
	private olderConversation(): string | undefined {
		const { retouchAfterMs } = this.options;
		if (retouchAfterMs === undefined) return undefined;
		const now = Date.now();
		const candidates = [...this.sim.store.conversations.values()].filter(
			(conversation) =>
				conversation.agentId === this.options.agentId &&
				now - (this.lastTouched.get(conversation.id) ?? 0) >= retouchAfterMs &&
				now - Date.parse(conversation.lastMessageDate) >= retouchAfterMs,
		);
		return candidates[(this.events.length * 7919) % Math.max(candidates.length, 1)]?.id;
	}

	private watchPolls(): void {
		let polls = 0;
		this.sim.onRequest((request) => {
			if (!this.running || request.path !== CONVERSATIONS_PATH) return;
			if (polls++ % 2 === 0) {
				// Inside the poll: the simulator answers after this hook, with this event in the list.
				this.add();
				this.atPolls.inside++;
				return;
			}
			// Right after the answer, at the very millisecond of the newest event the poll read: a tie the
			// trigger must still count as new, being another conversation.
			const newest = this.events[this.events.length - 1];
			const afterAnswer = () => {
				if (!request.answeredAt) {
					setImmediate(afterAnswer);
					return;
				}
				if (!this.running || !newest) return;
				this.add(new Date(newest.lastMessageDate));
				this.atPolls.ties++;
			};
			setImmediate(afterAnswer);
		});
	}
}

/** What the trigger emitted against what was added. */
export function tally(added: AddedEvent[], emissions: Emission[]) {
	const counts = new Map<string, number>();
	for (const emission of emissions)
		counts.set(eventKey(emission), (counts.get(eventKey(emission)) ?? 0) + 1);
	const addedKeys = new Set(added.map(eventKey));
	return {
		added: addedKeys.size,
		emitted: emissions.length,
		/** Events emitted more than once (each listed once, with how often). */
		duplicates: [...counts]
			.filter(([, times]) => times > 1)
			.map(([event, times]) => ({ event, times })),
		/** Events added and never emitted. */
		lost: [...addedKeys].filter((event) => !counts.has(event)),
		/** Emissions of events the test never added. */
		extra: [...counts.keys()].filter((event) => !addedKeys.has(event)),
	};
}
