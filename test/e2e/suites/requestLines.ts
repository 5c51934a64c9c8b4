import type { LoggedRequest } from '../../simulator';

/** The requests the simulator received, as `METHOD path` lines. */
export const requestLines = (requests: LoggedRequest[]) =>
	requests.map((request) => `${request.method} ${request.path}`);
