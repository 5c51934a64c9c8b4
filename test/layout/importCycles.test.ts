/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test tooling: reads the nodes' source files */
/**
 * No import circle in `nodes/` or `credentials/`, type-only imports included: a file's imports lead away from it,
 * so a newcomer reads each file with the ones it imports and never needs one that imports it. The layer lint
 * (`import-x/no-cycle` in eslint.layers.config.mjs) holds the circles that run; this test holds the rest. No
 * folder loop in `nodes/` either (a folder whose files import a folder whose files import it, through others or
 * not): the layer lint holds it too (eslint.folderLoops.mjs).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

import { tsFilesUnder } from './sourceFiles';

const REPO = join(__dirname, '..', '..');

/** The project files a file imports (relative imports, `import type` and re-exports included). */
function importsOf(file: string): string[] {
	const text = readFileSync(file, 'utf8');
	const specifiers = [...text.matchAll(/\bfrom\s+'(\.[^']*)'/g)].map((match) => match[1]);
	return specifiers.flatMap((specifier) => {
		const base = resolve(dirname(file), specifier);
		const found = [`${base}.ts`, join(base, 'index.ts')].find((path) => existsSync(path));
		return found ? [found] : [];
	});
}

/** Each circle of an import graph (file -> the files it imports), as the files around it. */
function circles(graph: Map<string, string[]>): string[][] {
	const found: string[][] = [];
	const state = new Map<string, 'open' | 'done'>();
	const path: string[] = [];
	const visit = (file: string) => {
		state.set(file, 'open');
		path.push(file);
		for (const next of graph.get(file) ?? []) {
			if (state.get(next) === 'open') found.push(path.slice(path.indexOf(next)));
			else if (!state.has(next)) visit(next);
		}
		path.pop();
		state.set(file, 'done');
	};
	for (const file of graph.keys()) if (!state.has(file)) visit(file);
	return found;
}

it('no file of nodes/ or credentials/ imports, through others, a file that imports it', () => {
	const files = [...tsFilesUnder(join(REPO, 'nodes')), ...tsFilesUnder(join(REPO, 'credentials'))];
	expect(files.length).toBeGreaterThan(100);
	const graph = new Map(files.map((file) => [file, importsOf(file)]));
	expect(circles(graph).map((circle) => circle.map((file) => relative(REPO, file)))).toEqual([]);
});

/** The folder graph of an import graph: each folder -> the other folders its files import. */
function foldersOf(graph: Map<string, string[]>): Map<string, string[]> {
	const folders = new Map<string, Set<string>>();
	for (const [file, imports] of graph) {
		const edges = folders.get(dirname(file)) ?? new Set<string>();
		imports.map(dirname).forEach((folder) => folder !== dirname(file) && edges.add(folder));
		folders.set(dirname(file), edges);
	}
	return new Map([...folders].map(([folder, edges]) => [folder, [...edges]]));
}

it('no folder of nodes/ imports, through others, a folder that imports it', () => {
	const files = tsFilesUnder(join(REPO, 'nodes'));
	const folders = foldersOf(new Map(files.map((file) => [file, importsOf(file)])));
	expect(folders.size).toBeGreaterThan(20);
	expect(circles(folders).map((circle) => circle.map((folder) => relative(REPO, folder)))).toEqual(
		[],
	);
});

it('finds a circle where there is one, type-only imports included', () => {
	const settings = join(REPO, 'nodes', 'LiveChatAi', 'trigger', 'settings.ts');
	const newEvents = join(REPO, 'nodes', 'LiveChatAi', 'shared', 'polling', 'newEvents.ts');
	expect(importsOf(settings)).toContain(newEvents);
	const graph = new Map([
		[settings, importsOf(settings)],
		[newEvents, [...importsOf(newEvents), settings]],
	]);
	expect(circles(graph)).toEqual([[settings, newEvents]]);
});

it('finds a folder loop where there is one, and not a circle within one folder', () => {
	const shared = join(REPO, 'nodes', 'LiveChatAi', 'shared');
	const [readList, listEnd, router] = [
		'lists/readList.ts',
		'lists/listEnd.ts',
		'node/router.ts',
	].map((file) => join(shared, file));
	const loop = new Map([
		[readList, [router]],
		[router, [readList]],
	]);
	expect(circles(foldersOf(loop))).toEqual([[dirname(readList), dirname(router)]]);
	const withinLists = new Map([
		[readList, [listEnd]],
		[listEnd, [readList]],
	]);
	expect(circles(foldersOf(withinLists))).toEqual([]);
});
