/**
 * The support desk's fields and filters held to the reference's pages: each list filter a desk event selects by is
 * a documented query parameter of its row, with the values it sends among the documented ones; each field it reads
 * is in the row's documented example; and the simulator, its state changed as a desk changes it, answers each
 * through the recording proxy as the row documents it (the checks every sender of contract.test.ts passes).
 */
import { SEED, SIMULATOR_API_KEY } from '../simulator';
import { client, useSimulator } from '../simulator/testHelpers';
import type { Problem } from './check';
import { answerProblems, fieldPaths, requestProblems, rowOf } from './check';
import type { RecordingProxy } from './recordingProxy';
import { startRecordingProxy } from './recordingProxy';
import { CONTRACT_ROWS } from './rows';
import {
	CONTACT_LIST_READS,
	CSAT_QUERY,
	CSAT_READS,
	DESK_FILTERS,
	DESK_LIST_READS,
} from './rows/deskFields';
import type { ContractRow } from './types';

const h = useSimulator();
let proxy: RecordingProxy;
beforeAll(async () => {
	proxy = await startRecordingProxy(h.sim.url);
});
afterAll(async () => await proxy.close());

const row = (endpoint: string) =>
	CONTRACT_ROWS.find((candidate) => candidate.endpoint === endpoint)!;
const LIST = row('GET /api/v2/conversations');
const CONTACT_CONVERSATIONS = row('GET /api/v2/contacts/{contactId}/conversations');
const CONTACTS = row('GET /api/v2/contacts');
const CSAT = row('GET /api/v2/analytics/csat');
const agentId = SEED.agents.support;
const FILTER_VALUES = Object.entries(DESK_FILTERS).flatMap(([name, values]) =>
	values.map((value) => [name, value] as const),
);

describe('documented', () => {
	it.each(Object.entries(DESK_FILTERS))(
		'the list filter %s, with each value sent',
		(name, values) => {
			const format = LIST.query?.[name];
			expect(format).toBeDefined();
			if (Array.isArray(format)) expect(format).toEqual(expect.arrayContaining([...values]));
			// [doc] A contact's conversations take the list's filters, but the inbox type.
			if (name !== 'type') expect(CONTACT_CONVERSATIONS.query?.[name]).toEqual(format);
		},
	);

	it("the list items' fields, the contacts' dates and count, the CSAT scores' fields, query and paging", () => {
		const undocumented = (documented: ContractRow, reads: readonly string[]) => {
			const paths = new Set(fieldPaths(documented.example));
			return reads
				.filter((path) => !paths.has(path))
				.map((path) => `${documented.endpoint}: ${path}`);
		};
		expect([
			...undocumented(LIST, DESK_LIST_READS),
			...undocumented(CONTACTS, CONTACT_LIST_READS),
			...undocumented(CSAT, CSAT_READS),
		]).toEqual([]);
		expect(CSAT_QUERY.filter((name) => !(name in (CSAT.query ?? {})))).toEqual([]);
	});
});

describe('answered as documented, after the desk changed its state', () => {
	const api = () => client(proxy.url, SIMULATOR_API_KEY);
	const { openUnassigned, openAssigned } = SEED.conversations;

	beforeEach(() => {
		proxy.exchanges.length = 0;
		// Each change a desk event watches, so that the answers hold such conversations.
		h.sim.desk.requestHuman(openUnassigned);
		h.sim.desk.assign(openUnassigned, SEED.users.owner);
		h.sim.desk.resolve(openAssigned);
		h.sim.desk.label(openAssigned, { sentiment: 'NEGATIVE', topic: 'Billing' });
	});

	/**
	 * Every problem of the exchanges since the test began: of the requests, and, where `reads` are given, of the
	 * answers, each row read with them besides its own. (A filtered answer may hold no assigned conversation, whose
	 * `agent` fields it then cannot show: the answers are checked where they hold every kind.)
	 */
	function problems(reads?: readonly string[]): string[] {
		return proxy.exchanges.flatMap((exchange) => {
			const documented = rowOf(CONTRACT_ROWS, exchange.method, exchange.path);
			if (!documented) return [`${exchange.method} ${exchange.path}: no row`];
			const held = { ...documented, reads: [...documented.reads, ...(reads ?? [])] };
			const found: Problem[] = [
				...requestProblems(held, 'the desk', exchange),
				...(reads ? answerProblems(held, 'the desk', exchange) : []),
			];
			if (exchange.status !== 200) {
				const detail = JSON.stringify(exchange.answer);
				found.push({
					endpoint: held.endpoint,
					by: 'the desk',
					key: `status ${exchange.status}`,
					detail,
				});
			}
			return found.map((problem) => `${exchange.path} ${problem.key}: ${problem.detail}`);
		});
	}

	it.each(FILTER_VALUES)('%s=%s: sent as documented, and it selects', async (name, value) => {
		const params = { agentId, page: 1, perPage: 100, [name]: value };
		const { data } = await api().get('/api/v2/conversations', { params });
		expect(data.data.conversations.length).toBeGreaterThan(0);
		expect(problems()).toEqual([]);
	});

	it("a contact's conversations take the same filters, but the type", async () => {
		const contactId = SEED.contacts.alice;
		for (const [name, value] of FILTER_VALUES.filter(([filter]) => filter !== 'type'))
			await api().get(`/api/v2/contacts/${contactId}/conversations`, { params: { [name]: value } });
		expect(proxy.exchanges).toHaveLength(FILTER_VALUES.length - DESK_FILTERS.type.length);
		expect(problems()).toEqual([]);
	});

	it('the list items carry every field the desk reads, `agent` null or the documented human agent', async () => {
		const { data } = await api().get('/api/v2/conversations', {
			params: { agentId, perPage: 100, type: 'all' },
		});
		expect(problems(DESK_LIST_READS)).toEqual([]);
		const agents: Array<object | null> = data.data.conversations.map(
			(c: { agent: object }) => c.agent,
		);
		const humans = agents.filter((agent): agent is object => agent !== null);
		expect(humans.length).toBeGreaterThan(0);
		expect(humans.map((agent) => Object.keys(agent))).toEqual(
			humans.map(() => ['id', 'name', 'email', 'avatar']),
		);
		expect(agents).toContain(null);
		const byId = (id: string) => data.data.conversations.find((c: { id: string }) => c.id === id);
		expect(byId(openUnassigned).agent.id).toBe(SEED.users.owner);
		expect(byId(openAssigned).isResolved).toBe(true);
	});

	it('a new contact: listed with its createdAt, and the count', async () => {
		const made = h.sim.desk.addContact({ agentId, name: 'Dana Reyes' });
		const { data } = await api().get('/api/v2/contacts', {
			params: { agentId, page: 1, limit: 10 },
		});
		expect(problems(CONTACT_LIST_READS)).toEqual([]);
		expect(data.data).toContainEqual(made);
		expect(typeof data.totalCount).toBe('number');
	});

	it("a new CSAT score: in its day's page with every field, and the paging", async () => {
		// A day after the seed's, so that the previous period, which the example shows as `scores: [{}]`, has none.
		const createdAt = new Date('2026-12-01T09:00:00Z');
		const made = h.sim.desk.addScore({ agentId, score: 1, comment: 'Nobody came', createdAt });
		const params = {
			agentId,
			startDate: '2026-12-01',
			endDate: '2026-12-01',
			timezone: 'UTC',
			page: 1,
			pageSize: 100,
		};
		const { data } = await api().get('/api/v2/analytics/csat', { params });
		expect(Object.keys(params).sort()).toEqual([...CSAT_QUERY].sort());
		expect(problems(CSAT_READS)).toEqual([]);
		expect(data.data.currentPeriod.scores).toContainEqual(made);
	});
});
