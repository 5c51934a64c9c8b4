/**
 * The contract of each API route, as a table row: a valid request and the form of its answer, a request that
 * breaks a rule (400 naming the field) and one for a record that is not there (404). What the answers mean
 * is checked through the nodes (test/nodes, test/trigger, test/transport).
 */
import type { AxiosInstance } from 'axios';
import { useSimulator, type Harness } from '../testHelpers';

/** Matches any value but a missing one, null included: a field the answer must carry. */
export const given = {
	$$typeof: Symbol.for('jest.asymmetricMatcher'),
	asymmetricMatch: (value: unknown) => value !== undefined,
	toAsymmetricMatcher: () => 'given',
};

/** An object with exactly these fields (names separated by spaces), each given, and the fields of `more`. */
export function fields(names: string, more: Record<string, unknown> = {}): Record<string, unknown> {
	return { ...Object.fromEntries(names.split(' ').map((name) => [name, given])), ...more };
}

/** The body with every list cut to its first element, so that a list reads as the form of its records. */
function firstOfEach(value: unknown): unknown {
	if (Array.isArray(value)) return value.slice(0, 1).map(firstOfEach);
	if (value === null || typeof value !== 'object') return value;
	return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, firstOfEach(v)]));
}

/** A request to a route: the value of its path parameter (that of `ok` when not given), query and body. */
export interface Call {
	at?: string;
	params?: Record<string, unknown>;
	body?: unknown;
}

export interface RouteContract {
	/** Method and path as the routing table has them: `GET /api/v2/agents/:agentIdOrSlug`. */
	route: string;
	ok: Call;
	/** The answer to `ok` (status 200), lists cut to their first record; `given` where any value goes. */
	answer: unknown;
	/** A request that breaks a rule, and the message of its 400. */
	invalid?: Call & { message: string };
	/** A request for a record that does not exist or is another workspace's, and the message of its 404. */
	unknown?: Call & { message: string };
}

function send(
	api: AxiosInstance,
	{ route, ok }: RouteContract,
	{ at = ok.at, params, body }: Call,
) {
	const [method, pattern] = route.split(' ');
	const url = pattern.replace(/:\w+/, encodeURIComponent(at ?? ''));
	return api.request({ method, url, params, data: body });
}

/** How many records of each kind the store holds: a refused request changes none of them. */
const counts = (h: Harness) =>
	Object.entries(h.sim.store).map(([name, v]) => (v instanceof Map ? `${name}:${v.size}` : ''));

export function describeRoutes(family: string, rows: RouteContract[]): void {
	describe(family, () => {
		const h = useSimulator();
		const byRoute = (list: RouteContract[]) => list.map((row) => [row.route, row] as const);
		const refused = async (row: RouteContract, call: Call, status: number, code: string) => {
			const before = counts(h);
			const { message, ...request } = call as Call & { message: string };
			const res = await send(h.api, row, request);
			expect({ status: res.status, body: res.data }).toEqual({
				status,
				body: { status: 'error', message, code },
			});
			expect(counts(h)).toEqual(before);
		};

		it.each(byRoute(rows))('%s answers its documented form', async (_, row) => {
			const res = await send(h.api, row, row.ok);
			expect(res.status).toBe(200);
			expect(firstOfEach(res.data)).toEqual(row.answer);
		});

		it.each(byRoute(rows.filter((row) => row.invalid)))(
			'%s: 400 naming what is wrong, nothing stored',
			(_, row) => refused(row, row.invalid!, 400, 'validation_error'),
		);

		it.each(byRoute(rows.filter((row) => row.unknown)))(
			'%s: 404 for a record that is not the caller’s, nothing stored',
			(_, row) => refused(row, row.unknown!, 404, 'not_found'),
		);
	});
}
