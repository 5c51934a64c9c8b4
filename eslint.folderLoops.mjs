// A local ESLint rule of the layer lint (eslint.layers.config.mjs): no folder of nodes/ imports a folder that
// imports it, directly or through others. A folder loop lets no folder be read, or moved, before the other, even
// where no file circle runs through it (import-x/no-cycle sees files only). Type-only imports count too.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const REPO = import.meta.dirname;
const NODES = resolve(REPO, 'nodes');

/** The folder a relative import leads to: its file's folder, or the folder it names (its index). */
function folderOf(from, specifier) {
	const base = resolve(dirname(from), specifier);
	if (existsSync(`${base}.ts`)) return dirname(base);
	if (existsSync(base) && statSync(base).isDirectory()) return base;
	return undefined;
}

const SPECIFIERS = /\bfrom\s+'(\.[^']*)'/g;

const tsFilesUnder = (folder) =>
	readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
		const path = join(folder, entry.name);
		if (entry.isDirectory()) return tsFilesUnder(path);
		return entry.name.endsWith('.ts') ? [path] : [];
	});

/**
 * The folder graph of nodes/ as the files on disk have it (folder -> the folders its files import), read once
 * per lint run: linting a file reads the others' imports, not their changes made in the same run.
 */
let graph;
function folderGraph() {
	if (graph) return graph;
	graph = new Map();
	for (const file of tsFilesUnder(NODES)) {
		const folder = dirname(file);
		const edges = graph.get(folder) ?? new Set();
		for (const [, specifier] of readFileSync(file, 'utf8').matchAll(SPECIFIERS)) {
			const target = folderOf(file, specifier);
			if (target && target !== folder) edges.add(target);
		}
		graph.set(folder, edges);
	}
	return graph;
}

/** The folders from `start` to `goal` along the graph's imports, or undefined when `goal` is out of reach. */
function pathBetween(start, goal) {
	const cameFrom = new Map([[start, undefined]]);
	const queue = [start];
	while (queue.length > 0) {
		const folder = queue.shift();
		if (folder === goal) {
			const path = [];
			for (let step = goal; step !== undefined; step = cameFrom.get(step)) path.unshift(step);
			return path;
		}
		for (const next of folderGraph().get(folder) ?? []) {
			if (!cameFrom.has(next)) {
				cameFrom.set(next, folder);
				queue.push(next);
			}
		}
	}
	return undefined;
}

const noFolderLoop = {
	meta: {
		type: 'problem',
		docs: { description: 'No folder of nodes/ imports a folder that imports it' },
		messages: {
			loop: '{{ target }} imports {{ folder }} ({{ path }}): importing it back makes a folder loop. Move what both need into a folder below them.',
		},
		schema: [],
	},
	create(context) {
		const file = context.filename;
		const folder = dirname(file);
		if (relative(NODES, file).startsWith('..')) return {};
		const name = (path) => relative(REPO, path);
		const check = (node) => {
			const specifier = node.source?.value;
			if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
			const target = folderOf(file, specifier);
			if (!target || target === folder || relative(NODES, target).startsWith('..')) return;
			const back = pathBetween(target, folder);
			if (back) {
				const path = back.map(name).join(' -> ');
				context.report({
					node,
					messageId: 'loop',
					data: { target: name(target), folder: name(folder), path },
				});
			}
		};
		return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
	},
};

export default { rules: { 'no-folder-loop': noFolderLoop } };
