/**
 * The contract test: one row per documented endpoint (rows/), holding the node's requests to the published
 * reference. Each sender of a row (node operation, trigger poll, credential test, editor list) runs through the
 * real engine against the simulator, behind a recording proxy; what it sent is checked against the row (method,
 * path, query names and formats, body names) and what the simulator answered against the row's reads and its
 * documented example. Completeness: every simulator route has one row, every request any run sends has a row,
 * every operation, trigger event and editor list is some row's sender, and the v2 rows are the documented pages.
 */
import type { INodeParameters } from 'n8n-workflow';

import { V1_OPERATIONS } from '../nodes/v1/operations';
import { V2_OPERATIONS } from '../nodes/v2/v2Operations';
import { apiRoutes } from '../simulator/routes';
import { useSimulator } from '../simulator/testHelpers';
import { TRIGGER_EVENTS } from '../../nodes/LiveChatAi/shared/polling/newEvents';
import { listSearch, loadOptions } from '../../nodes/LiveChatAi/shared/methods';
import type { Problem } from './check';
import { answerProblems, fieldPaths, missingProblems, requestProblems, rowOf } from './check';
import type { RecordingProxy } from './recordingProxy';
import { startRecordingProxy } from './recordingProxy';
import { CONTRACT_ROWS, V2_ROWS } from './rows';
import { DOCUMENTED_V2_PAGES } from './rows/pages';
import { runSender } from './runs';
import type { ContractRow, Send, Sender } from './types';

const h = useSimulator();
let proxy: RecordingProxy;
beforeAll(async () => {
	proxy = await startRecordingProxy(h.sim.url);
});
afterAll(async () => await proxy.close());

/**
 * Senders that send no request of their own: none. Every operation of both node versions, every trigger event,
 * the credential test and every editor list calls the API; one that stops doing so belongs here, with why.
 */
const NO_REQUEST_OF_THEIR_OWN: readonly Sender[] = [];

/** The problems as messages naming the row, the sender, the kind of difference and what was seen (each once). */
function described(problems: Problem[]): string[] {
	return [
		...new Set(
			problems.map(
				(problem) => `row "${problem.endpoint}", ${problem.by}, ${problem.key}: ${problem.detail}`,
			),
		),
	];
}

const normalized = (endpoint: string) => endpoint.replace(/\{[^}]+\}|:\w+/g, '{}');

interface Run {
	label: string;
	by: Sender;
	parameters?: INodeParameters;
	sends: Array<{ row: ContractRow; send: Send }>;
}

/** One run per sender and parameters; the rows it must reach. */
const RUNS: Run[] = [];
for (const row of CONTRACT_ROWS) {
	for (const send of row.sends) {
		const label = `${send.by}${send.parameters ? ` ${JSON.stringify(send.parameters)}` : ''}`;
		const run = RUNS.find((candidate) => candidate.label === label);
		if (run) run.sends.push({ row, send });
		else RUNS.push({ label, by: send.by, parameters: send.parameters, sends: [{ row, send }] });
	}
}

describe('the rows', () => {
	it('are one per route of the simulator, and each has a sender', () => {
		const problems: Problem[] = [];
		const routes = apiRoutes.map((route) => normalized(`${route.method} ${route.pattern}`));
		for (const row of CONTRACT_ROWS) {
			const count = routes.filter((route) => route === normalized(row.endpoint)).length;
			if (count === 0)
				problems.push({
					endpoint: row.endpoint,
					by: 'the simulator',
					key: 'no simulator route',
					detail: 'has no route',
				});
			if (row.sends.length === 0)
				problems.push({
					endpoint: row.endpoint,
					by: 'the node',
					key: 'no sender',
					detail: 'nothing sends it',
				});
		}
		const rowsOf = (route: string) =>
			CONTRACT_ROWS.filter((row) => normalized(row.endpoint) === route);
		const unmatched = routes.filter((route) => rowsOf(route).length !== 1);
		expect({ routesWithoutExactlyOneRow: unmatched, problems: described(problems) }).toEqual({
			routesWithoutExactlyOneRow: [],
			problems: [],
		});
	});

	it('of v2 are the documented v2 pages, one each', () => {
		const references = V2_ROWS.map((row) => row.reference);
		expect([...references].sort()).toEqual([...DOCUMENTED_V2_PAGES].sort());
		expect(V2_ROWS.length).toBe(DOCUMENTED_V2_PAGES.length);
	});

	it('read only fields of their documented example', () => {
		const undocumented = CONTRACT_ROWS.filter((row) => row.example !== null).flatMap((row) => {
			const paths = new Set(fieldPaths(row.example));
			return row.reads.filter((path) => !paths.has(path)).map((path) => `${row.endpoint}: ${path}`);
		});
		expect(undocumented).toEqual([]);
	});

	it('name every operation, trigger event, editor list and the credential test as a sender', () => {
		const senders = new Set<string>([
			...CONTRACT_ROWS.flatMap((row) => row.sends.map((send) => send.by)),
			...NO_REQUEST_OF_THEIR_OWN,
		]);
		const all = [
			...V1_OPERATIONS.map((operation) => `v1 ${operation}`),
			...V2_OPERATIONS.map((operation) => `v2 ${operation}`),
			...Object.keys(TRIGGER_EVENTS).map((event) => `trigger ${event}`),
			'credential test',
			...Object.keys(listSearch).map((method) => `listSearch ${method}`),
			...Object.keys(loadOptions).map((method) => `loadOptions ${method}`),
		];
		expect(all.filter((sender) => !senders.has(sender))).toEqual([]);
	});
});

describe('each sender', () => {
	it.each(RUNS)('$label sends what its rows document', async ({ by, parameters, sends }) => {
		proxy.exchanges.length = 0;
		await runSender(h.sim, proxy.url, by, parameters);
		const exchanges = [...proxy.exchanges];
		expect(exchanges.map(({ method, path }) => `${method} ${path}`).sort()).toEqual(
			h.sim.requests.map(({ method, path }) => `${method} ${path}`).sort(),
		);
		const problems: Problem[] = [];
		const noRow: string[] = [];
		for (const exchange of exchanges) {
			const row = rowOf(CONTRACT_ROWS, exchange.method, exchange.path);
			if (!row) {
				noRow.push(`${by} sent ${exchange.method} ${exchange.path}, which no row documents`);
				continue;
			}
			problems.push(...requestProblems(row, by, exchange));
			if (exchange.status >= 200 && exchange.status < 300)
				problems.push(...answerProblems(row, by, exchange));
			else
				problems.push({
					endpoint: row.endpoint,
					by,
					key: `status ${exchange.status}`,
					detail: `was answered ${exchange.status}: ${JSON.stringify(exchange.answer)}`,
				});
		}
		for (const { row, send } of sends) {
			const sent = exchanges.filter(
				(exchange) => rowOf(CONTRACT_ROWS, exchange.method, exchange.path) === row,
			);
			if (sent.length === 0)
				problems.push({
					endpoint: row.endpoint,
					by,
					key: 'not sent',
					detail: 'sent no request to it',
				});
			problems.push(...missingProblems(row, send, sent));
		}
		expect([...noRow, ...described(problems)]).toEqual([]);
	});
});
