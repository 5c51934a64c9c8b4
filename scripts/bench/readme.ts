/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- benchmark tooling: writes the README and docs/performance.md */
/**
 * What the bench writes from bench/results.json: the Performance table (`performanceTable`) into
 * docs/performance.md between its two bench-table markers, and the package's size into README.md between its
 * two package-figures markers. Run as a script (`npm run bench:readme`), writes both from the file;
 * `npm run bench` and `npm run bench:package` write them after each run.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import type { Results } from './report';
import { performanceTable } from './table';

const TABLE = {
	start: '<!-- bench-table:start (written by npm run bench from bench/results.json) -->',
	end: '<!-- bench-table:end -->',
};
const FIGURES = {
	start: '<!-- package-figures:start (written by npm run bench from bench/results.json) -->',
	end: '<!-- package-figures:end -->',
};

/** The files the bench writes into, from the repository's root. */
export const TABLE_FILE = join('docs', 'performance.md');
export const FIGURES_FILE = 'README.md';

/** `text` with `content` between the markers (which must be there once, in order). */
function between(text: string, markers: { start: string; end: string }, content: string): string {
	const from = text.indexOf(markers.start);
	const to = text.indexOf(markers.end);
	if (from < 0 || to < from || text.indexOf(markers.start, from + 1) >= 0)
		throw new Error(
			`the file must hold the markers once, in order: ${markers.start} ... ${markers.end}`,
		);
	return `${text.slice(0, from + markers.start.length)}\n${content}\n${text.slice(to)}`;
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);
const grouped = (value: number) => value.toLocaleString('en-US');

/** When the package was measured: on its own (`npm run bench:package`), or in the run of the whole table. */
function packageMeasured(results: Results): { commit: string; date: string } {
	return results.package.measured ?? results.meta;
}

/** docs/performance.md's text with the table of `results` between the bench-table markers. */
export function withBenchTable(text: string, results: Results): string {
	const { commit, date } = results.meta;
	const measured = packageMeasured(results);
	const packageNote =
		measured === results.meta
			? ''
			: `\n\nThe Package row: \`npm run bench:package\` (commit \`${measured.commit}\`, ${measured.date.slice(0, 10)}).`;
	const figures = `One run (commit \`${commit}\`, ${date.slice(0, 10)}):\n\n${performanceTable(results)}${packageNote}`;
	return between(text, TABLE, figures);
}

/** The README's text with the package's size of `results` between the package-figures markers. */
export function withPackageFigures(text: string, results: Results): string {
	const pkg = results.package;
	const measured = packageMeasured(results);
	const figures =
		`**The package: ${kB(pkg.tarballBytes)} kB** to download (the \`npm pack\` tarball, ${grouped(pkg.tarballBytes)} bytes), ` +
		`**${kB(pkg.installedBytes)} kB installed** (${grouped(pkg.installedBytes)} bytes in ${pkg.installedFiles} files); ` +
		`a fresh Node requires its node and trigger in ${pkg.requireMs} ms (median of ${pkg.processes} processes). ` +
		`Measured by the bench (commit \`${measured.commit}\`, ${measured.date.slice(0, 10)}).`;
	return between(text, FIGURES, figures);
}

export function writeReadmeTable(repo: string, results: Results): void {
	const table = join(repo, TABLE_FILE);
	writeFileSync(table, withBenchTable(readFileSync(table, 'utf8'), results));
	const readme = join(repo, FIGURES_FILE);
	writeFileSync(readme, withPackageFigures(readFileSync(readme, 'utf8'), results));
}

if (require.main === module) {
	const repo = resolve(__dirname, '..', '..', '..');
	const results = JSON.parse(readFileSync(join(repo, 'bench', 'results.json'), 'utf8')) as Results;
	writeReadmeTable(repo, results);
	process.stdout.write(
		`${TABLE_FILE}: Performance table, ${FIGURES_FILE}: package figures, written from bench/results.json\n`,
	);
}
