/* eslint-disable @n8n/community-nodes/no-restricted-globals -- test tooling, never shipped: a suite names its variant through a jest global or the environment */
/**
 * The variant a simulator runs under, by name: a jest project's global first (jest.config.js), then the
 * environment variable (`npm run simulator`). Legal forms and desk behaviours are both chosen this way.
 */
export function namedVariant<V extends string>(
	globalName: string,
	envName: string,
	variants: Record<V, unknown>,
	what: string,
): V | undefined {
	const named =
		((globalThis as Record<string, unknown>)[globalName] as string | undefined) ??
		process.env[envName];
	if (!named) return undefined;
	if (!(named in variants))
		throw new Error(`No simulator ${what} "${named}": one of ${Object.keys(variants).join(', ')}`);
	return named as V;
}
