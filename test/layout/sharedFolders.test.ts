/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test tooling: lists the shared/ folders */
/**
 * shared/ is drawn so that each folder has one job a newcomer can say in a sentence (ARCHITECTURE.md, shared/): no
 * folder of one or two files, which would be a file's job rather than a folder's. A folder that is a layer of its
 * own may be smaller: LAYERS names such folders (none today), and the guide says why.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const SHARED = join(__dirname, '..', '..', 'nodes', 'LiveChatAi', 'shared');

/** Folders of shared/ allowed under three files because each is a layer of its own: folder -> why. */
const LAYERS: Record<string, string> = {};

/** Each folder of shared/ with how many source files it holds. */
const folders = (): Array<[string, number]> =>
	readdirSync(SHARED, { withFileTypes: true })
		.filter((entry) => entry.isDirectory())
		.map(({ name }) => [
			name,
			readdirSync(join(SHARED, name)).filter((file) => file.endsWith('.ts')).length,
		]);

it('every folder of shared/ holds three source files or more, unless it is a layer of its own', () => {
	const found = folders();
	expect(found.length).toBeGreaterThan(5);
	expect(found.filter(([name, count]) => count < 3 && !(name in LAYERS))).toEqual([]);
});
