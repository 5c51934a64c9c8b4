/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test tooling: reads the trigger's source files */
/**
 * One poll of the trigger reads top down in few files (ARCHITECTURE.md, trigger/): every top-level function of the
 * trigger's files is defined after the first part of its file that uses it, so a file reads from its entry down;
 * and a poll of one agent for a conversation event, its failure path included, is followed call by call
 * (pollCalls.ts, through the TypeScript checker) from the node's poll(), past the files of the other branches
 * (Fetch Test Event, several agents, the editor's fields); shared/ is not followed: the trigger's side of that poll
 * is three files, the node, poll.ts and settings.ts, and the list reading they call is shared/polling/. Each file of
 * that poll is entered once: its functions are used from one other file only, the one before it in PATH, so a
 * reader goes down from file to file and back only the way they came. The node uses poll.ts alone, and
 * settings.ts only reads parameters: it uses no other file of the trigger and sends nothing.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

import type { Followed } from './pollCalls';
import { followCalls } from './pollCalls';

const REPO = join(__dirname, '..', '..');
const NODES = join(REPO, 'nodes', 'LiveChatAi');
const NODE_FILE = join(NODES, 'LiveChatAiTrigger.node.ts');

/**
 * The files a reader opens to follow one poll of one agent for a conversation event, in reading order, each with
 * the file it is entered from.
 */
const PATH: Record<string, string | null> = {
	'LiveChatAiTrigger.node.ts': null,
	'trigger/poll.ts': 'LiveChatAiTrigger.node.ts',
	'trigger/settings.ts': 'trigger/poll.ts',
};

/** Files the path imports for another branch, which that poll never runs: the walk stops at them. */
const OFF_PATH: Record<string, string> = {
	'trigger/description.ts': "the trigger's fields, the editor's",
	'trigger/testEvent.ts': 'Fetch Test Event (manual mode)',
	'trigger/pollAgents.ts': 'Watch of several or all agents (1.2 on)',
};

const named = (file: string) => relative(NODES, file);

/** The trigger's own files and the list reading it calls in shared/polling/, each folder's and its subfolders'. */
const triggerFiles = (): string[] =>
	['trigger', join('shared', 'polling')].flatMap((folder) =>
		readdirSync(join(NODES, folder), { recursive: true, encoding: 'utf8' })
			.filter((file) => file.endsWith('.ts'))
			.map((file) => join(NODES, folder, file)),
	);

/** The trigger's files and the node's (not shared/): the ones a relative import of a file reaches. */
function triggerImportsOf(file: string): string[] {
	const text = readFileSync(file, 'utf8');
	return [...text.matchAll(/\bfrom\s+'(\.[^']*)'/g)].flatMap(([, specifier]) => {
		const base = resolve(dirname(file), specifier);
		const found = [`${base}.ts`, join(base, 'index.ts')].find((path) => existsSync(path));
		return found && (found === NODE_FILE || named(found).startsWith('trigger/')) ? [found] : [];
	});
}

let followed: Followed[] | undefined;
/** The functions one poll of one agent for a conversation event runs, from the node's poll() (read once). */
const pollFunctions = (): Followed[] =>
	(followed ??= followCalls(NODE_FILE, 'poll', Object.keys(OFF_PATH)));

/** Each file of the poll, with the other files whose functions use its functions. */
function enteredFrom(functions: Followed[]): Record<string, string[]> {
	const callers: Record<string, Set<string>> = {};
	for (const { file } of functions) callers[file] ??= new Set();
	for (const { file, uses } of functions) {
		for (const used of uses) if (used.file !== file) callers[used.file].add(file);
	}
	return Object.fromEntries(
		Object.entries(callers).map(([file, from]) => [file, [...from].sort()]),
	);
}

/**
 * Each top-level function of a file defined before the first top-level statement that uses it (calls it or
 * passes it on): `name (defined at statement n) used first by statement m < ... ` for each such function.
 */
function definedBeforeUse(file: string, text = readFileSync(file, 'utf8')): string[] {
	const host = ts.createCompilerHost({});
	const readSource = host.getSourceFile;
	host.getSourceFile = (name, version) =>
		name === file ? ts.createSourceFile(file, text, version, true) : readSource(name, version);
	const program = ts.createProgram([file], { noResolve: true, noLib: true, types: [] }, host);
	const checker = program.getTypeChecker();
	const source = program.getSourceFile(file)!;
	const statements = [...source.statements];
	// The top-level functions: `function f`, `const f = (...) =>` or `= function`, by their symbol.
	const functions = new Map<ts.Symbol, { name: string; at: number }>();
	statements.forEach((statement, at) => {
		const declarations = ts.isFunctionDeclaration(statement)
			? [statement]
			: ts.isVariableStatement(statement)
				? statement.declarationList.declarations.filter(
						(declaration) =>
							declaration.initializer !== undefined &&
							(ts.isArrowFunction(declaration.initializer) ||
								ts.isFunctionExpression(declaration.initializer)),
					)
				: [];
		for (const declaration of declarations) {
			const symbol = declaration.name && checker.getSymbolAtLocation(declaration.name);
			if (symbol) functions.set(symbol, { name: declaration.name!.getText(source), at });
		}
	});
	const firstUse = new Map<ts.Symbol, number>();
	statements.forEach((statement, at) => {
		const visit = (node: ts.Node): void => {
			if (ts.isIdentifier(node)) {
				const symbol = checker.getSymbolAtLocation(node);
				const declared = symbol && functions.get(symbol);
				if (symbol && declared && declared.at !== at && !firstUse.has(symbol)) {
					firstUse.set(symbol, at);
				}
			}
			ts.forEachChild(node, visit);
		};
		visit(statement);
	});
	return [...firstUse].flatMap(([symbol, usedAt]) => {
		const { name, at } = functions.get(symbol)!;
		return at < usedAt ? [`${named(file)}: ${name} defined above its first use`] : [];
	});
}

describe('one poll of the trigger reads top down in few files', () => {
	const files = [NODE_FILE, ...triggerFiles()];

	it('every function of the trigger is defined below the first part of its file that uses it', () => {
		expect(files.length).toBeGreaterThan(8);
		expect(files.flatMap((file) => definedBeforeUse(file))).toEqual([]);
	});

	it('a poll of one agent for a conversation event, failures included, enters each file from one other file', () => {
		const expected = Object.fromEntries(
			Object.entries(PATH).map(([file, from]) => [file, from ? [from] : []]),
		);
		expect(enteredFrom(pollFunctions())).toEqual(expected);
	}, 60_000);

	it("the trigger's side of that poll is three files: the node, poll.ts and settings.ts", () => {
		expect(Object.keys(enteredFrom(pollFunctions())).sort()).toEqual(Object.keys(PATH).sort());
		expect(Object.keys(PATH).length).toBeLessThanOrEqual(3);
	}, 60_000);

	it('the path reads in its order: each file entered from one before it', () => {
		const files = Object.keys(PATH);
		files.slice(1).forEach((file, index) => {
			expect({ file, from: files.slice(0, index + 1).includes(PATH[file]!) }).toEqual({
				file,
				from: true,
			});
		});
	});

	it('settings.ts only reads parameters: it uses no other file of the trigger, sends and builds nothing', () => {
		const settings = pollFunctions().filter(({ file }) => file === 'trigger/settings.ts');
		expect(settings.length).toBeGreaterThan(0);
		expect(
			settings.flatMap(({ uses }) => uses.filter((used) => used.file !== 'trigger/settings.ts')),
		).toEqual([]);
		// Nothing of the transport but its types: no request.
		const text = readFileSync(join(NODES, 'trigger', 'settings.ts'), 'utf8');
		expect(text.match(/^import \{[^}]*\} from '[^']*transport[^']*';$/gm)).toBeNull();
	});

	it('sees a file entered from two files, and one entered from a file it leads to', () => {
		const fn = (file: string, ...used: string[]): Followed => ({
			file,
			name: 'f',
			uses: used.map((usedFile) => ({ file: usedFile, name: 'g' })),
		});
		expect(enteredFrom([fn('node', 'a', 'b'), fn('a', 'b'), fn('b', 'b')])).toEqual({
			node: [],
			a: ['node'],
			b: ['a', 'node'],
		});
		expect(enteredFrom([fn('node', 'a'), fn('a', 'b'), fn('b', 'a')])).toEqual({
			node: [],
			a: ['b', 'node'],
			b: ['a'],
		});
	});

	it('each file left off the path exists and is imported by the path for its own branch', () => {
		const importedByPath = new Set(
			Object.keys(PATH)
				.flatMap((file) => triggerImportsOf(join(NODES, file)))
				.map(named),
		);
		expect(Object.keys(OFF_PATH).filter((file) => !importedByPath.has(file))).toEqual([]);
	});

	it('sees a function defined above its use, and none where each is below its first use', () => {
		const file = join(NODES, 'trigger', 'sample.ts');
		const callee = 'function callee(): number {\n\treturn 1;\n}\n';
		const caller = 'export function caller(): number {\n\treturn callee();\n}\n';
		const user = 'export const both = [caller, callee];\n';
		expect(definedBeforeUse(file, callee + caller)).toEqual([
			'trigger/sample.ts: callee defined above its first use',
		]);
		expect(definedBeforeUse(file, caller + callee)).toEqual([]);
		expect(definedBeforeUse(file, user + caller + callee)).toEqual([]);
		expect(definedBeforeUse(file, caller + user + callee)).toEqual([
			'trigger/sample.ts: caller defined above its first use',
		]);
	});
});
