import { sleep } from 'n8n-workflow';

import { REQUEST_CONCURRENCY } from '../serviceDecisions';

/** How one run of a node may load LiveChatAI: requests in flight at once, and a pause after each. */
export interface RequestPace {
	concurrency: number;
	pauseMs: number;
}

/**
 * The requests of one node run (one execution context) pass through one gate: at most `concurrency` in
 * flight, whichever items or pages they are for, and one shared backoff: when LiveChatAI answers 429, every
 * request of the run waits out its Retry-After, instead of each request hammering on alone.
 */
class RequestGate {
	private inFlight = 0;

	private readonly waiting: Array<() => void> = [];

	private pausedUntil = 0;

	constructor(readonly pace: RequestPace) {}

	/** Waits for a free slot and for the end of any backoff. */
	async acquire(): Promise<void> {
		if (this.inFlight >= this.pace.concurrency) {
			await new Promise<void>((resolve) => this.waiting.push(resolve));
		} else this.inFlight += 1;
		// A backoff may start (or grow) while this request waits for it.
		for (let wait = this.pausedUntil - Date.now(); wait > 0; wait = this.pausedUntil - Date.now()) {
			await sleep(wait);
		}
	}

	/** Frees the slot, after the pause the user asked for. */
	async release(): Promise<void> {
		if (this.pace.pauseMs > 0) await sleep(this.pace.pauseMs);
		const next = this.waiting.shift();
		// The slot passes straight to the next waiting request: no count change, no overtaking.
		if (next) next();
		else this.inFlight -= 1;
	}

	/** Every request of the run waits this long from now (the longest asked for wins). */
	backOff(delayMs: number): void {
		this.pausedUntil = Math.max(this.pausedUntil, Date.now() + delayMs);
	}
}

// Keyed by the execution context n8n hands the node for one run: it goes when the run goes.
const gates = new WeakMap<object, RequestGate>();

export const DEFAULT_PACE: RequestPace = { concurrency: REQUEST_CONCURRENCY, pauseMs: 0 };

/** Sets the pace of a run before its first request (the router does, from the operation's options). */
export function setPace(context: object, pace: RequestPace): void {
	gates.set(context, new RequestGate(pace));
}

/** The gate of a run, at the default pace unless set. */
function gateOf(context: object): RequestGate {
	let gate = gates.get(context);
	if (!gate) {
		gate = new RequestGate(DEFAULT_PACE);
		gates.set(context, gate);
	}
	return gate;
}

/** The pace of a run. */
export function paceOf(context: object): RequestPace {
	return gateOf(context).pace;
}

/** Every request of the run waits this long from now: LiveChatAI asked the client to slow down. */
export function backOff(context: object, delayMs: number): void {
	gateOf(context).backOff(delayMs);
}

/** Runs one request attempt inside the run's gate. */
export async function throughGate<T>(context: object, attempt: () => Promise<T>): Promise<T> {
	const gate = gateOf(context);
	await gate.acquire();
	try {
		return await attempt();
	} finally {
		await gate.release();
	}
}
