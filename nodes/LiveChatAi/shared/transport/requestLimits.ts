import { sleep } from 'n8n-workflow';

import { REQUEST_CONCURRENCY, REQUEST_CONCURRENCY_MAX } from '../serviceDecisions';

/** How one run of a node may load LiveChatAI: requests in flight at once, and a pause after each. */
export interface RequestLimits {
	/** Requests in flight at first. */
	concurrency: number;
	/** The most in flight once answers have been clean (the window grows towards it). */
	maxConcurrency: number;
	pauseMs: number;
}

/** The statuses by which LiveChatAI says it is overloaded: each halves the window. */
const OVERLOADED = new Set([429, 503]);

/**
 * The requests of one node run (one execution context) share one set of limits: a window of requests in
 * flight, whichever items or pages they are for, that grows by one with each clean answer and halves on a 429
 * or 503; and one shared backoff: when LiveChatAI answers 429, every request of the run waits out its
 * Retry-After, instead of each request hammering on alone.
 */
class RunRequests {
	private inFlight = 0;

	private window: number;

	private readonly waiting: Array<() => void> = [];

	private pausedUntil = 0;

	/** Requests sent so far, and how many had been sent when the window was last halved. */
	private sent = 0;

	private sentAtCut = 0;

	constructor(private readonly limits: RequestLimits) {
		this.window = Math.min(limits.concurrency, limits.maxConcurrency);
	}

	/** Waits for a free slot and for the end of any backoff; resolves to the request's place in the run. */
	async acquire(): Promise<number> {
		// Queued requests keep their order: a new one waits behind them even when a slot is free.
		if (this.inFlight >= this.window || this.waiting.length > 0) {
			await new Promise<void>((resolve) => this.waiting.push(resolve));
		} else this.inFlight += 1;
		// A backoff may start (or grow) while this request waits for it.
		for (let wait = this.pausedUntil - Date.now(); wait > 0; wait = this.pausedUntil - Date.now()) {
			await sleep(wait);
		}
		this.sent += 1;
		return this.sent;
	}

	/** Moves the window by the answer to the request sent `place`-th (no status: no answer, no move). */
	answered(place: number, status: number | undefined): void {
		if (status === undefined) return;
		if (!OVERLOADED.has(status)) {
			if (status < 300) this.window = Math.min(this.limits.maxConcurrency, this.window + 1);
			return;
		}
		// The requests already in flight when the window was halved answer for the same moment: halve once.
		if (place <= this.sentAtCut) return;
		this.window = Math.max(1, Math.floor(this.window / 2));
		this.sentAtCut = this.sent;
	}

	/** Frees the slot, after the pause the user asked for, and starts what the window now lets through. */
	async release(): Promise<void> {
		if (this.limits.pauseMs > 0) await sleep(this.limits.pauseMs);
		this.inFlight -= 1;
		while (this.inFlight < this.window && this.waiting.length > 0) {
			this.inFlight += 1;
			this.waiting.shift()!();
		}
	}

	/** How many requests may be in flight now. */
	get size(): number {
		return this.window;
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
	maxConcurrency: REQUEST_CONCURRENCY_MAX,
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

/**
 * How many requests the run may have in flight now: the router, the Syncs' writes and a list's pages start no
 * more tasks than that, so that a run stopped by a failure leaves none of them waiting to be sent.
 */
export function requestWindowOf(context: object): number {
	return runRequestsOf(context).size;
}

/** Every request of the run waits this long from now: LiveChatAI asked the client to slow down. */
export function backOff(context: object, delayMs: number): void {
	runRequestsOf(context).backOff(delayMs);
}

/**
 * Runs one request attempt within the run's request limits; `statusOf` reads the HTTP status of its result,
 * which moves the run's window.
 */
export async function withinRequestLimits<T>(
	context: object,
	attempt: () => Promise<T>,
	statusOf: (result: T) => number,
): Promise<T> {
	const requests = runRequestsOf(context);
	const place = await requests.acquire();
	let status: number | undefined;
	try {
		const result = await attempt();
		status = statusOf(result);
		return result;
	} finally {
		requests.answered(place, status);
		await requests.release();
	}
}
