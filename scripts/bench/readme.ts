/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- benchmark tooling: writes the README */
/**
 * The README's Performance table between its two bench-table markers, made from bench/results.json by
 * `performanceTable`. Run as a script (`npm run bench:readme`), writes it from the file; `npm run bench` writes
 * it after each run.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import type { Results } from './report';
import { performanceTable } from './table';

const START = '<!-- bench-table:start (written by npm run bench from bench/results.json) -->';
const END = '<!-- bench-table:end -->';

/** The README text with the table of `results` between the markers (which must be there once). */
export function readmeWithTable(readme: string, results: Results): string {
	const from = readme.indexOf(START);
	const to = readme.indexOf(END);
	if (from < 0 || to < from || readme.indexOf(START, from + 1) >= 0)
		throw new Error(`README.md must hold the markers once, in order: ${START} ... ${END}`);
	const { commit, date } = results.meta;
	const figures = `One run (commit \`${commit}\`, ${date.slice(0, 10)}):\n\n${performanceTable(results)}`;
	return `${readme.slice(0, from + START.length)}\n${figures}\n${readme.slice(to)}`;
}

export function writeReadmeTable(repo: string, results: Results): void {
	const file = join(repo, 'README.md');
	writeFileSync(file, readmeWithTable(readFileSync(file, 'utf8'), results));
}

if (require.main === module) {
	const repo = resolve(__dirname, '..', '..', '..');
	const results = JSON.parse(readFileSync(join(repo, 'bench', 'results.json'), 'utf8')) as Results;
	writeReadmeTable(repo, results);
	process.stdout.write('README.md: Performance table written from bench/results.json\n');
}
