/** Log of every API request (never the /__sim control routes), in arrival order, plus the test hook. */
import type { LoggedRequest, RequestHook } from './types';

export class RequestLog {
	readonly entries: LoggedRequest[] = [];
	private hook: RequestHook | null = null;

	/** Appends the request and calls the hook with it and its index. */
	record(entry: LoggedRequest): void {
		const index = this.entries.push(entry) - 1;
		this.hook?.(entry, index);
	}

	/** Empties the log in place (so `sim.requests` stays the same array). */
	clear(): void {
		this.entries.length = 0;
	}

	setHook(hook: RequestHook | null): void {
		this.hook = hook;
	}
}
