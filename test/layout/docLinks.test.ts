/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports, @n8n/community-nodes/no-dangerous-functions -- test tooling: reads the repository's Markdown files (git ls-files) */
/**
 * Every relative link of the README, docs/*.md, ARCHITECTURE.md and the other guides points at a tracked file,
 * and its `#anchor` at a heading of that file (as GitHub and npm make anchors of headings). The README says
 * little and links the rest: a moved section or a renamed heading fails here.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

const REPO = join(__dirname, '..', '..');

const TRACKED = execFileSync('git', ['ls-files', '-z'], { cwd: REPO, encoding: 'utf8' })
	.split('\0')
	.filter(Boolean);

/** The guides users and maintainers read. */
const GUIDES = TRACKED.filter(
	(file) =>
		file === 'README.md' ||
		file === 'ARCHITECTURE.md' ||
		/^docs\/[^/]+\.md$/.test(file) ||
		file === 'examples/README.md' ||
		file === 'bench/README.md',
);

/** The text outside fenced code blocks. */
const outsideBlocks = (markdown: string) => markdown.replace(/^```[\s\S]*?^```/gm, '');

/** The text outside fenced code blocks and code spans: a link written as code is not a link. */
const prose = (markdown: string) => outsideBlocks(markdown).replace(/`[^`\n]*`/g, '');

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens; repeats get -1, -2, … */
export function anchorsOf(markdown: string): Set<string> {
	const seen = new Map<string, number>();
	const anchors = new Set<string>();
	for (const [, text] of outsideBlocks(markdown).matchAll(/^#{1,6} (.+)$/gm)) {
		const base = text
			.trim()
			.toLowerCase()
			.replace(/[^\p{L}\p{N} _-]/gu, '')
			.replace(/ /g, '-');
		const count = seen.get(base) ?? 0;
		seen.set(base, count + 1);
		anchors.add(count === 0 ? base : `${base}-${count}`);
	}
	return anchors;
}

/** The relative links (and images) of a Markdown text: `[text](target)`. */
export function linksOf(markdown: string): string[] {
	return [...prose(markdown).matchAll(/\]\(([^)\s]+)\)/g)]
		.map((match) => match[1])
		.filter((target) => !/^[a-z][a-z+.-]*:/i.test(target));
}

/** What a link of `file` points at that is not there. */
function broken(file: string): string[] {
	const text = readFileSync(join(REPO, file), 'utf8');
	return linksOf(text).flatMap((link) => {
		const [path, anchor] = link.split('#');
		const target = path === '' ? file : normalize(join(dirname(file), path));
		const isFolder = TRACKED.some((tracked) => tracked.startsWith(`${target.replace(/\/$/, '')}/`));
		if (!TRACKED.includes(target) && !isFolder) return [`${file}: ${link} (no such file)`];
		if (anchor === undefined) return [];
		if (!target.endsWith('.md'))
			return [`${file}: ${link} (an anchor into a file that is not Markdown)`];
		const anchors = anchorsOf(readFileSync(join(REPO, target), 'utf8'));
		return anchors.has(anchor) ? [] : [`${file}: ${link} (no such heading in ${target})`];
	});
}

it('every relative link of the guides points at a file and heading that exist', () => {
	expect(GUIDES).toEqual(
		expect.arrayContaining(['README.md', 'docs/operations.md', 'docs/trigger.md']),
	);
	expect(GUIDES.flatMap(broken)).toEqual([]);
});

it('every page of docs/ is linked from the README', () => {
	const readme = linksOf(readFileSync(join(REPO, 'README.md'), 'utf8')).map(
		(link) => link.split('#')[0],
	);
	const pages = GUIDES.filter((file) => file.startsWith('docs/'));
	expect(pages.filter((page) => !readme.includes(page))).toEqual([]);
});

it('makes the anchors GitHub makes, and finds links outside code only', () => {
	expect([
		...anchorsOf(
			'# Errors and retries\n## What LiveChatAI may answer\n## *Watch*: `All`\n## Errors and retries',
		),
	]).toEqual([
		'errors-and-retries',
		'what-livechatai-may-answer',
		'watch-all',
		'errors-and-retries-1',
	]);
	expect(linksOf('[a](docs/a.md#x) `[b](c.md)` [d](https://e.com)\n```\n[f](g.md)\n```\n')).toEqual(
		['docs/a.md#x'],
	);
});
