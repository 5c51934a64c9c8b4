import { sleep } from 'n8n-workflow';

import { REQUEST_CONCURRENCY } from '../serviceDecisions';

/** How one run of a node may load LiveChatAI: requests in flight at once, and a pause after each. */
export interface RequestLimits {
	concurrency: number;
	pauseMs: number;
}

/**
 * The requests of one node run (one execution context) share one set of limits: at most `concurrency` in
 * flight, whichever items or pages they are for, and one shared backoff: when LiveChatAI answers 429, every
 * request of the run waits out its Retry-After, instead of each request hammering on alone.
 */
class RunRequests {
	private inFlight = 0;

	private readonly waiting: Array<() => void> = [];

	private pausedUntil = 0;

	constructor(readonly limits: RequestLimits) {}

	/** Waits for a free slot and for the end of any backoff. */
	async acquire(): Promise<void> {
		if (this.inFlight >= this.limits.concurrency) {
			await new Promise<void>((resolve) => this.waiting.push(resolve));
		} else this.inFlight += 1;
		// A backoff may start (or grow) while this request waits for it.
		for (let wait = this.pausedUntil - Date.now(); wait > 0; wait = this.pausedUntil - Date.now()) {
			await sleep(wait);
		}
	}

	/** Frees the slot, after the pause the user asked for. */
	async release(): Promise<void> {
		if (this.limits.pauseMs > 0) await sleep(this.limits.pauseMs);
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
const runs = new WeakMap<object, RunRequests>();

export const DEFAULT_REQUEST_LIMITS: RequestLimits = {
	concurrency: REQUEST_CONCURRENCY,
	pauseMs: 0,
};

/** Sets the request limits of a run before its first request (the router does, from the operation's options). */
export function setRequestLimits(context: object, limits: RequestLimits): void {
	runs.set(context, new RunRequests(limits));
}

/** The requests of a run, under the default limits unless set. */
function runRequestsOf(context: object): RunRequests {
	let requests = runs.get(context);
	if (!requests) {
		requests = new RunRequests(DEFAULT_REQUEST_LIMITS);
		runs.set(context, requests);
	}
	return requests;
}

/** The request limits of a run. */
export function requestLimitsOf(context: object): RequestLimits {
	return runRequestsOf(context).limits;
}

/** Every request of the run waits this long from now: LiveChatAI asked the client to slow down. */
export function backOff(context: object, delayMs: number): void {
	runRequestsOf(context).backOff(delayMs);
}

/** Runs one request attempt within the run's request limits. */
export async function withinRequestLimits<T>(
	context: object,
	attempt: () => Promise<T>,
): Promise<T> {
	const requests = runRequestsOf(context);
	await requests.acquire();
	try {
		return await attempt();
	} finally {
		await requests.release();
	}
}
