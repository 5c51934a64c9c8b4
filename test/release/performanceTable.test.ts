/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test tooling: reads the README and the bench results */
/** The README's Performance table is the one `npm run bench` makes from bench/results.json, not a hand-edited copy. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { readmeWithTable } from '../../scripts/bench/readme';

const repo = join(__dirname, '..', '..');
const read = (path: string) => readFileSync(join(repo, path), 'utf8');

it('the README holds the table of bench/results.json', () => {
	const readme = read('README.md');
	expect(readmeWithTable(readme, JSON.parse(read('bench/results.json')))).toBe(readme);
});
