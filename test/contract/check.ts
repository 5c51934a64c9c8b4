/**
 * The checks of the contract test, pure: which row an exchange (request and answer) belongs to, and what in it
 * differs from the row. Each difference is a `Problem` whose `key` says what kind it is (e.g.
 * `query format startDate`) and whose `detail` says what was seen.
 */
import type { Exchange } from './recordingProxy';
import type { ContractRow, Send, ValueFormat } from './types';

export interface Problem {
	endpoint: string;
	by: string;
	key: string;
	detail: string;
}

/** Any key of an example object stands for data-dependent keys (a topic's name). */
export const ANY_KEY = '*';

function splitEndpoint(endpoint: string) {
	const [method, path] = endpoint.split(' ');
	const source = path.replace(/\{[^}]+\}/g, '[^/]+');
	return { method, pattern: new RegExp(`^${source}$`), params: (path.match(/\{/g) ?? []).length };
}

/** The row of a request: its method and path; a fixed segment wins over a parameter (`/views`). */
export function rowOf(rows: readonly ContractRow[], method: string, path: string) {
	const matching = rows.filter((row) => {
		const split = splitEndpoint(row.endpoint);
		return split.method === method && split.pattern.test(path);
	});
	return matching.sort(
		(a, b) => splitEndpoint(a.endpoint).params - splitEndpoint(b.endpoint).params,
	)[0];
}

const FORMATS: Record<Exclude<ValueFormat, readonly string[]>, (value: string) => boolean> = {
	date: (value) => /^\d{4}-\d{2}-\d{2}$/.test(value),
	dateTime: (value) =>
		/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value),
	unixOrIso: (value) => /^\d+$/.test(value) || FORMATS.dateTime(value) || FORMATS.date(value),
	page: (value) => /^[1-9]\d*$/.test(value),
	pageSize: (value) => /^[1-9]\d*$/.test(value) && Number(value) <= 100,
	boolean: (value) => value === 'true' || value === 'false',
	text: () => true,
};

const fits = (format: ValueFormat, value: string) =>
	typeof format === 'string' ? FORMATS[format](value) : format.includes(value);

const describe = (format: ValueFormat) =>
	typeof format === 'string' ? format : `one of ${format.join(', ')}`;

const bodyNames = (body: unknown) =>
	body && typeof body === 'object' && !Array.isArray(body) ? Object.keys(body) : [];

/** What the request says against the documented names and formats (any sender). */
export function requestProblems(row: ContractRow, by: string, exchange: Exchange): Problem[] {
	const problems: Problem[] = [];
	const add = (key: string, detail: string) =>
		problems.push({ endpoint: row.endpoint, by, key, detail });
	const documented = row.query ?? {};
	for (const [name, raw] of Object.entries(exchange.query)) {
		const format = documented[name];
		if (!format) {
			add(
				`query undocumented ${name}`,
				`sent ${name}=${String(raw)}, which the reference does not list`,
			);
			continue;
		}
		for (const value of [raw].flat()) {
			if (!fits(format, value))
				add(`query format ${name}`, `sent ${name}=${value}, not ${describe(format)}`);
		}
	}
	for (const name of bodyNames(exchange.body)) {
		if (!(row.body ?? []).includes(name))
			add(
				`body undocumented ${name}`,
				`sent body field ${name}, which the reference does not list`,
			);
	}
	return problems;
}

/** The documented names this sender offers and did not send. */
export function missingProblems(row: ContractRow, send: Send, sent: Exchange[]): Problem[] {
	const problems: Problem[] = [];
	const add = (key: string, detail: string) =>
		problems.push({ endpoint: row.endpoint, by: send.by, key, detail });
	for (const name of send.query ?? []) {
		if (!sent.some((exchange) => name in exchange.query))
			add(`query missing ${name}`, `did not send the query parameter ${name}`);
	}
	for (const name of send.body ?? []) {
		if (!sent.some((exchange) => bodyNames(exchange.body).includes(name)))
			add(`body missing ${name}`, `did not send the body field ${name}`);
	}
	return problems;
}

/** Every field path of a value: `a.b`, `a.list[].c`; `*` keys left out (they stand for varying keys). */
export function fieldPaths(value: unknown, prefix = ''): string[] {
	if (Array.isArray(value)) return value.flatMap((entry) => fieldPaths(entry, `${prefix}[]`));
	if (!value || typeof value !== 'object') return [];
	return Object.entries(value).flatMap(([key, entry]) => {
		if (key === ANY_KEY) return [];
		const path = prefix ? `${prefix}.${key}` : key;
		return [path, ...fieldPaths(entry, path)];
	});
}

/** The object paths under which an example allows any key (`*`), so that an answer's keys there are not compared. */
function openPaths(value: unknown, prefix = ''): string[] {
	if (Array.isArray(value)) return value.flatMap((entry) => openPaths(entry, `${prefix}[]`));
	if (!value || typeof value !== 'object') return [];
	return Object.entries(value).flatMap(([key, entry]) =>
		key === ANY_KEY ? [prefix] : openPaths(entry, prefix ? `${prefix}.${key}` : key),
	);
}

/** The paths of the empty lists of a value. */
function emptyLists(value: unknown, prefix = ''): string[] {
	if (Array.isArray(value)) {
		return value.length === 0
			? [prefix]
			: value.flatMap((entry) => emptyLists(entry, `${prefix}[]`));
	}
	if (!value || typeof value !== 'object') return [];
	return Object.entries(value).flatMap(([key, entry]) =>
		emptyLists(entry, prefix ? `${prefix}.${key}` : key),
	);
}

/** Whether the path's parent object is among `paths` (the top level always is): one problem per missing subtree. */
function parentIn(paths: Set<string>, path: string): boolean {
	if (!path.includes('.')) return true;
	return paths.has(path.slice(0, path.lastIndexOf('.')).replace(/(\[\])+$/, ''));
}

/** What the answer lacks of the fields the node reads, and where its field names differ from the example. */
export function answerProblems(row: ContractRow, by: string, exchange: Exchange): Problem[] {
	const problems: Problem[] = [];
	const add = (key: string, detail: string) =>
		problems.push({ endpoint: row.endpoint, by, key, detail });
	const answered = new Set(fieldPaths(exchange.answer));
	const empty = emptyLists(exchange.answer);
	// A field under a list the answer leaves empty cannot be seen, nor missed.
	const seen = (path: string) =>
		answered.has(path) || empty.some((list) => path.startsWith(`${list}[]`));
	for (const path of row.reads) {
		if (!seen(path))
			add(`answer lacks ${path}`, `the simulator's answer has no ${path}, which the node reads`);
	}
	if (row.example === null) return problems;
	const documented = new Set(fieldPaths(row.example));
	const open = openPaths(row.example);
	for (const path of documented) {
		if (!seen(path) && parentIn(answered, path))
			add(
				`answer lacks ${path}`,
				`the simulator's answer has no ${path}, which the documented example has`,
			);
	}
	for (const path of answered) {
		const under = path.slice(0, Math.max(path.lastIndexOf('.'), 0));
		if (documented.has(path) || open.includes(under) || !parentIn(documented, path)) continue;
		add(
			`answer undocumented ${path}`,
			`the simulator answers ${path}, which the documented example lacks`,
		);
	}
	return problems;
}
