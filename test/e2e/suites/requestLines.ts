import type { LoggedRequest } from '../../simulator';

/** The requests the simulator received, as `METHOD path` lines. */
export const requestLines = (requests: LoggedRequest[]) =>
	requests.map((request) => `${request.method} ${request.path}`);

/** The requests as `[METHOD path, body]`; for a request without a body, its query in place of it. */
export const requestsSent = (requests: LoggedRequest[]) =>
	requests.map((request) => [`${request.method} ${request.path}`, request.body ?? request.query]);

/** The bodies (or, without one, the queries) of the requests of one `METHOD path` line. */
export const sentTo = (requests: LoggedRequest[], line: string) =>
	requestsSent(requests)
		.filter(([sent]) => sent === line)
		.map(([, body]) => body);

/** For requests sent at once, in an order of n8n's: sorts them by their JSON. */
export const byJson = (a: unknown, b: unknown) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1);
