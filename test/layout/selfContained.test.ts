/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports, @n8n/community-nodes/no-dangerous-functions -- test tooling: lists and reads the repository's files (git ls-files) */
/**
 * The repository stands alone: no tracked file names a document that only the machines it was built on have, nor
 * a path of such a machine. What the code took from those documents it says in its own words.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const REPO = join(__dirname, '..', '..');

/** Names of outside documents and paths of build machines (the user's n8n paths in examples are not these). */
const OUTSIDE = [
	/service-facts\.md/,
	/\binterface\.md/,
	/running-n8n\.md/,
	/anchors\.md/,
	/\blayout\.md/,
	/\.\.\/shared\/(api|design)\//,
	/(^|[\s"'`(])\/work\//,
	/(^|[\s"'`(])\/root\//,
];

const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: REPO, encoding: 'utf8' })
	.split('\0')
	.filter((file) => file && !/\.(png|jpg|tgz|pdf)$/.test(file) && file !== 'package-lock.json');

/** `file:line: text` of every line naming an outside document or a machine path, this file included. */
function outsideReferences(): string[] {
	return tracked.flatMap((file) =>
		readFileSync(join(REPO, file), 'utf8')
			.split('\n')
			.flatMap((line, index) =>
				OUTSIDE.some((pattern) => pattern.test(line))
					? [`${file}:${index + 1}: ${line.trim()}`]
					: [],
			),
	);
}

describe('the repository stands alone', () => {
	it('names no outside document and no path of a build machine', () => {
		expect(outsideReferences()).toEqual([]);
	});

	it('the check finds what it looks for', () => {
		// Put together here, so that this file itself names no such path.
		const path = (...parts: string[]) => parts.join('/');
		const doc = (name: string) => `${name}.md`;
		const samples = [
			`Each entry names its source in ${path('..', 'shared', 'api', doc('service-facts'))}`,
			`# See ${path('', 'work', 'shared', 'design', doc('running-n8n'))} for the details.`,
			`const cache = "${path('', 'root', '.cache', 'n8n')}";`,
		];
		for (const sample of samples) {
			expect(OUTSIDE.some((pattern) => pattern.test(sample))).toBe(true);
		}
		expect(OUTSIDE.some((pattern) => pattern.test('~/.cache/n8n-nodes-livechatai'))).toBe(false);
		expect(tracked.length).toBeGreaterThan(300);
	});
});
