/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test tooling: reads the README, docs/performance.md and the bench results */
/**
 * docs/performance.md's table and the README's package figures are the ones the bench writes from
 * bench/results.json (scripts/bench/readme.ts), not hand-edited copies.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { withBenchTable, withPackageFigures } from '../../scripts/bench/readme';

const repo = join(__dirname, '..', '..');
const read = (path: string) => readFileSync(join(repo, path), 'utf8');
const results = () => JSON.parse(read('bench/results.json'));

it('docs/performance.md holds the table of bench/results.json', () => {
	const performance = read('docs/performance.md');
	expect(withBenchTable(performance, results())).toBe(performance);
});

it('the README holds the package figures of bench/results.json', () => {
	const readme = read('README.md');
	expect(withPackageFigures(readme, results())).toBe(readme);
});

it('a figure typed by hand is told apart', () => {
	const readme = read('README.md').replace(
		/\*\*The package: [\d.]+ kB\*\*/,
		'**The package: 1.0 kB**',
	);
	expect(withPackageFigures(readme, results())).not.toBe(readme);
});
