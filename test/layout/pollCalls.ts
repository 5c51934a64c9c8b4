/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test tooling: reads the trigger's source files */
/**
 * The calls of one poll, followed through the TypeScript checker from a function of the node: each function of
 * the node's or the trigger's files that a followed function calls, or passes on, is followed in turn, once.
 * What it reports is per file: which files' functions each file's followed functions use.
 */
import { join, relative } from 'node:path';
import ts from 'typescript';

export const NODES = join(__dirname, '..', '..', 'nodes', 'LiveChatAi');

/** A followed function: where it is, and the functions of other files it uses, in the order they are used. */
export interface Followed {
	file: string;
	name: string;
	uses: Array<{ file: string; name: string }>;
}

const named = (file: string) => relative(NODES, file);

/** The declaration with a body that a use of `symbol` runs, if it is a function of the node or the trigger. */
function functionOf(
	symbol: ts.Symbol,
	checker: ts.TypeChecker,
): ts.FunctionLikeDeclaration | undefined {
	const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
	for (const declaration of target.declarations ?? []) {
		const file = named(declaration.getSourceFile().fileName);
		if (file.startsWith('..') || file.startsWith('shared/')) continue;
		if (ts.isFunctionDeclaration(declaration) || ts.isMethodDeclaration(declaration))
			if (declaration.body) return declaration;
		if (
			(ts.isVariableDeclaration(declaration) || ts.isPropertyAssignment(declaration)) &&
			declaration.initializer &&
			(ts.isArrowFunction(declaration.initializer) ||
				ts.isFunctionExpression(declaration.initializer))
		)
			return declaration.initializer;
	}
	return undefined;
}

const nameOf = (fn: ts.FunctionLikeDeclaration): string => {
	const holder = ts.isArrowFunction(fn) || ts.isFunctionExpression(fn) ? fn.parent : fn;
	const name = (holder as { name?: ts.Node }).name;
	return name ? name.getText() : '(anonymous)';
};

/**
 * Follows the calls from the method `method` of the class in `entryFile`, not into the files `stopAt` names
 * (other branches of the poll). Returns every followed function, in the order first reached (depth first).
 */
export function followCalls(entryFile: string, method: string, stopAt: string[]): Followed[] {
	const program = ts.createProgram([entryFile], {
		target: ts.ScriptTarget.ES2022,
		module: ts.ModuleKind.CommonJS,
		strict: true,
		skipLibCheck: true,
		noEmit: true,
	});
	const checker = program.getTypeChecker();
	const source = program.getSourceFile(entryFile)!;
	let entry: ts.FunctionLikeDeclaration | undefined;
	source.forEachChild(function find(node): void {
		if (ts.isMethodDeclaration(node) && node.name.getText() === method) entry = node;
		else node.forEachChild(find);
	});
	if (!entry) throw new Error(`no method ${method} in ${entryFile}`);
	const followed: Followed[] = [];
	const seen = new Set<ts.Node>();
	const follow = (fn: ts.FunctionLikeDeclaration): void => {
		seen.add(fn);
		const here: Followed = {
			file: named(fn.getSourceFile().fileName),
			name: nameOf(fn),
			uses: [],
		};
		followed.push(here);
		const visit = (node: ts.Node): void => {
			if (ts.isIdentifier(node) && !isDeclarationName(node)) {
				const symbol = checker.getSymbolAtLocation(node);
				const callee = symbol && functionOf(symbol, checker);
				const file = callee && named(callee.getSourceFile().fileName);
				if (callee && file && !stopAt.includes(file) && !isInside(callee, fn)) {
					here.uses.push({ file, name: nameOf(callee) });
					if (!seen.has(callee)) follow(callee);
				}
			}
			node.forEachChild(visit);
		};
		fn.body?.forEachChild(visit);
	};
	follow(entry);
	return followed;
}

function isDeclarationName(node: ts.Identifier): boolean {
	const parent = node.parent as { name?: ts.Node };
	return parent.name === node && !ts.isPropertyAccessExpression(node.parent);
}

/** Whether `inner` is written inside `outer` (a nested function is part of the one around it). */
function isInside(inner: ts.Node, outer: ts.Node): boolean {
	for (let node: ts.Node | undefined = inner; node; node = node.parent)
		if (node === outer) return true;
	return false;
}
