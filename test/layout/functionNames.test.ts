/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test tooling: reads the nodes' source files */
/**
 * No two functions of one folder of `nodes/` or `credentials/` share a name, so a name found in a folder names one
 * thing. The one exception is what an operation file must export by contract (`execute`, `executeAll`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const REPO = join(__dirname, '..', '..');

/** What every operation module exports under the same name (shared/operations/resource.ts). */
const OPERATION_CONTRACT = ['execute', 'executeAll'];

/** A top-level function's name: `function name`, or `const name = (...) =>` / `= async (` / `= function`. */
const FUNCTION =
	/^(?:export )?(?:(?:async )?function\*? ?(\w+)|const (\w+)\s*(?::[^=]+)?=\s*(?:async\s*)?(?:\(|function\b|\w+\s*=>))/;

/** Per folder, the names declared as top-level functions in more than one of its files. */
function sharedNames(folder: string): string[] {
	const entries = readdirSync(folder, { withFileTypes: true });
	const files = new Map<string, Set<string>>();
	for (const entry of entries.filter((each) => each.isFile() && each.name.endsWith('.ts'))) {
		for (const line of readFileSync(join(folder, entry.name), 'utf8').split('\n')) {
			const name = FUNCTION.exec(line)?.slice(1).find(Boolean);
			if (!name || OPERATION_CONTRACT.includes(name)) continue;
			files.set(name, (files.get(name) ?? new Set()).add(entry.name));
		}
	}
	const here = relative(REPO, folder);
	const twice = [...files].filter(([, where]) => where.size > 1);
	const inFolders = entries
		.filter((each) => each.isDirectory())
		.flatMap((each) => sharedNames(join(folder, each.name)));
	return [
		...twice.map(([name, where]) => `${here}: ${name} in ${[...where].join(', ')}`),
		...inFolders,
	];
}

it('no folder holds two functions of one name', () => {
	expect([...sharedNames(join(REPO, 'nodes')), ...sharedNames(join(REPO, 'credentials'))]).toEqual(
		[],
	);
});

it('sees the functions it must tell apart', () => {
	const lines = [
		'function readAll(source: EventSource) {',
		'export async function readAll(',
		'const readAll = (a: number) => a;',
		'export const readAll = async (a: number) => a;',
		'const readAll: Reader = (a) => a;',
	];
	expect(lines.map((line) => FUNCTION.exec(line)?.slice(1).find(Boolean))).toEqual(
		lines.map(() => 'readAll'),
	);
	expect(FUNCTION.exec('const limit = 5;')).toBeNull();
});
