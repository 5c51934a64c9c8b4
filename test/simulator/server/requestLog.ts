/** Log of every API request (never the /__sim control routes), in arrival order, plus the test hook. */

export interface LoggedRequest {
	method: string;
	path: string;
	query: Record<string, string | string[]>;
	headers: Record<string, string | string[] | undefined>;
	rawBody: string;
	/** Parsed JSON body, or undefined (no body, or not valid JSON). */
	body: unknown;
	/** ISO timestamp, real time: when the request arrived. */
	at: string;
	/** The status answered, once the response has ended (absent while it is being handled). */
	status?: number;
	/** ISO timestamp, real time: when the response ended (sent, or cut by a fault). */
	answeredAt?: string;
}

export type RequestHook = (req: LoggedRequest, index: number) => void;

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
