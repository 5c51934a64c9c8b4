/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test tooling, never shipped: checks that the suites named exist */
/**
 * The check of a table of suites run again under the simulator's variants (test/formSuites.js,
 * test/deskSuites.js): one entry per variant, none empty, every suite named exists.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export function expectSuitesForEachVariant(
	table: Record<string, string[]>,
	variants: Record<string, unknown>,
): void {
	expect(Object.keys(table).sort()).toEqual(Object.keys(variants).sort());
	const root = join(__dirname, '..', '..', '..');
	for (const suites of Object.values(table)) {
		expect(suites.length).toBeGreaterThan(0);
		for (const suite of suites) expect(existsSync(join(root, suite))).toBe(true);
	}
}
