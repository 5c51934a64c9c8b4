/** Matches a method and path against a routing table: the route, else 404 (no path) or 405 (path, not method). */
import { HttpError } from './errors';

function matchPattern(pattern: string, path: string): Record<string, string> | undefined {
	const want = pattern.split('/');
	const got = path.split('/');
	if (want.length !== got.length) return undefined;
	const params: Record<string, string> = {};
	for (let i = 0; i < want.length; i++) {
		if (want[i].startsWith(':')) {
			if (got[i] === '') return undefined;
			try {
				params[want[i].slice(1)] = decodeURIComponent(got[i]);
			} catch {
				return undefined;
			}
		} else if (want[i] !== got[i]) {
			return undefined;
		}
	}
	return params;
}

/**
 * The route of a request and its path parameters. Throws a 404 (`what` names the table: "Route", "Control
 * route"), a 405 with an Allow header, or, for a route that exists, a 400 when the body is not valid JSON.
 */
export function matchRoute<R extends { method: string; pattern: string }>(
	routes: readonly R[],
	request: { method: string; path: string; invalidJson: boolean },
	what: string,
): { route: R; params: Record<string, string> } {
	const { method, path } = request;
	const allow: string[] = [];
	for (const route of routes) {
		const params = matchPattern(route.pattern, path);
		if (!params) continue;
		if (route.method === method.toUpperCase()) {
			if (request.invalidJson)
				throw new HttpError(400, 'invalid_json', 'Request body is not valid JSON');
			return { route, params };
		}
		if (!allow.includes(route.method)) allow.push(route.method);
	}
	if (allow.length === 0)
		throw new HttpError(404, 'not_found', `${what} ${method} ${path} not found`);
	throw new HttpError(405, 'method_not_allowed', `Method ${method} not allowed on ${path}`, {
		Allow: allow.join(', '),
	});
}
