/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports, @n8n/community-nodes/no-dangerous-functions -- test tooling: lists and reads the repository's files (git ls-files) */
/**
 * The maintainers' guide (ARCHITECTURE.md) and the tests' headers name only what exists: every path and file they
 * name in code style is a tracked file or folder (or one git ignores, as `dist/`), and every symbol the guide names
 * is written somewhere in the code. A rename that leaves the guide behind fails here.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { basename, dirname, join, normalize } from 'node:path';

const REPO = join(__dirname, '..', '..');

const TRACKED = execFileSync('git', ['ls-files', '-z'], { cwd: REPO, encoding: 'utf8' })
	.split('\0')
	.filter(Boolean);

/** The folders of the tracked files: a path may name a folder. */
const FOLDERS = new Set(
	TRACKED.flatMap((file) =>
		file
			.split('/')
			.slice(0, -1)
			.map((_, index, parts) => parts.slice(0, index + 1).join('/')),
	),
);

/** What git ignores (generated, never tracked): the guide may name it. */
const IGNORED = readFileSync(join(REPO, '.gitignore'), 'utf8')
	.split('\n')
	.map((line) => line.trim().replace(/\/$/, ''))
	.filter(Boolean);

/** The names the guide's recipe for a new node version makes up: they exist once the recipe is followed. */
const RECIPE_NAMES = ['v3', 'v3/', 'LiveChatAiV3.ts', 'test/nodes/v3/'];

const CODE = TRACKED.filter((file) => /\.(ts|mjs|js|sh|yml|json)$/.test(file) || file === '.ci/run')
	.map((file) => readFileSync(join(REPO, file), 'utf8'))
	.join('\n');

const STEMS = new Set(TRACKED.map((file) => basename(file).split('.')[0]));

/** Whether a path names a tracked file or folder: from the repository's root, from `from`, or as its end. */
function exists(path: string, from = ''): boolean {
	const bare = path.replace(/\/$/, '');
	const candidates = [bare, normalize(join(from, bare))];
	return (
		candidates.some((candidate) => TRACKED.includes(candidate) || FOLDERS.has(candidate)) ||
		TRACKED.some((file) => file.endsWith(`/${bare}`)) ||
		[...FOLDERS].some((folder) => folder.endsWith(`/${bare}`)) ||
		IGNORED.some((ignored) => bare === ignored || bare.startsWith(`${ignored}/`))
	);
}

const PATH = /^[\w.@-]*(\/[\w.@-]+)*\/?$/;
const looksLikePath = (text: string) =>
	PATH.test(text) && (text.includes('/') || /\.(ts|json|md|mjs|js|sh|yml)$/.test(text));
const SYMBOL = /^(?:[a-z]\w*[A-Z0-9]\w*|[A-Z][a-z]\w*[A-Z]\w*|[A-Z][A-Z0-9]*_[A-Z0-9_]+)(\(\))?$/;

/** What the guide names in code style that does not exist. */
function guideMisses(): string[] {
	const guide = readFileSync(join(REPO, 'ARCHITECTURE.md'), 'utf8');
	const spans = new Set([...guide.matchAll(/`([^`\n]+)`/g)].map((match) => match[1].trim()));
	return [...spans].flatMap((span) => {
		if (span.startsWith('/') || span.includes('...') || RECIPE_NAMES.includes(span)) return [];
		if (looksLikePath(span)) return exists(span) || CODE.includes(span) ? [] : [`path ${span}`];
		if (SYMBOL.test(span)) {
			const name = span.replace(/\(\)$/, '');
			return new RegExp(`\\b${name}\\b`).test(CODE) || STEMS.has(name) ? [] : [`symbol ${span}`];
		}
		return [];
	});
}

/** The files a test's header (its first comment) names that do not exist. */
function headerMisses(file: string): string[] {
	const text = readFileSync(join(REPO, file), 'utf8');
	const header = /^(?:\/\*[^*][^\n]*\n)?\/\*\*([\s\S]*?)\*\//.exec(text)?.[1] ?? '';
	const tokens = header.split(/[\s(),;:`'"]+/).map((token) => token.replace(/\.$/, ''));
	return (
		tokens
			// A bare `x.js` is more often a product (pdf.js) than a file: only paths with a folder count for .js.
			.filter((token) => !/[*<]/.test(token) && /\.(ts|json|md|mjs|js|sh)$/.test(token))
			.filter((token) => token.includes('/') || !token.endsWith('.js'))
			.filter((token) => !exists(token, dirname(file)))
			.map((token) => `${file}: ${token}`)
	);
}

it('the guide names only paths, files and symbols that exist', () => {
	expect(guideMisses()).toEqual([]);
});

it("the tests' headers name only files that exist", () => {
	const tests = TRACKED.filter((file) => file.startsWith('test/') && file.endsWith('.ts'));
	expect(tests.length).toBeGreaterThan(100);
	expect(tests.flatMap(headerMisses)).toEqual([]);
});

it('tells a missing name from a present one', () => {
	expect(exists('nodes/LiveChatAi/trigger/poll.ts')).toBe(true);
	expect(exists('trigger/poll.ts')).toBe(true);
	expect(exists('shared/apiDate.ts')).toBe(false);
	expect(exists('dist/')).toBe(true);
	expect(
		SYMBOL.test('readList') && SYMBOL.test('RETRY_POLICY') && SYMBOL.test('OperationMap'),
	).toBe(true);
});
