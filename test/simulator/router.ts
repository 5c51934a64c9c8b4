/** Matches a method and path against a routing table: found, 404 (no path) or 405 (path, not method). */
export type RouteMatch<R> =
	| { kind: 'found'; route: R; params: Record<string, string> }
	| { kind: 'notFound' }
	| { kind: 'methodNotAllowed'; allow: string[] };

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

export function matchRoute<R extends { method: string; pattern: string }>(
	routes: readonly R[],
	method: string,
	path: string,
): RouteMatch<R> {
	const allow: string[] = [];
	for (const route of routes) {
		const params = matchPattern(route.pattern, path);
		if (!params) continue;
		if (route.method === method.toUpperCase()) return { kind: 'found', route, params };
		if (!allow.includes(route.method)) allow.push(route.method);
	}
	return allow.length > 0 ? { kind: 'methodNotAllowed', allow } : { kind: 'notFound' };
}
