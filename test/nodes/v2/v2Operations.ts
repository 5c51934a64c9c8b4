/**
 * Version 2's operations as the tests of test/nodes run them: the list read from the node's description, a run
 * of one, and one run checked against the one request it sends and the items it outputs. (Their valid
 * parameters and the input items those read: test/nodes/validParameters.ts.)
 */
import type { AxiosInstance } from 'axios';
import type { IDataObject, INodeParameters } from 'n8n-workflow';

import type { LiveChatAiRunOptions } from '../../harness/liveChatAi';
import { runLiveChatAi } from '../../harness/liveChatAi';
import { operationsOf, propertiesOf } from '../../harness/operations';
import type { OperationMap } from '../../../nodes/LiveChatAi/shared/operations/resource';
import { operations } from '../../../nodes/LiveChatAi/v2/versionDescription';
import type { Simulator } from '../../simulator';
import type { Harness } from '../../simulator/testHelpers';

const PROPERTIES = propertiesOf(2);

/** Every operation of version 2, as `resource:operation`. */
export const V2_OPERATIONS = operationsOf(PROPERTIES);

/** The operations that show the field `name` (e.g. `simplify`, `returnAll`), as `resource:operation`. */
export function operationsWith(name: string): string[] {
	return PROPERTIES.filter((property) => property.name === name).flatMap((property) => {
		const show = property.displayOptions?.show ?? {};
		const resources = (show.resource ?? []) as string[];
		const names = (show.operation ?? []) as string[];
		return resources.flatMap((resource) => names.map((operation) => `${resource}:${operation}`));
	});
}

/** An operation that runs once for all items (the Syncs) rather than once per item. */
export function isAllItems(operation: string): boolean {
	const [resource, name] = operation.split(':');
	const byResource: OperationMap = operations;
	return 'executeAll' in byResource[resource][name];
}

/** `resource:operation` and its other parameters, as a node holds them. */
export function parametersFor(
	operation: string,
	parameters: INodeParameters = {},
): INodeParameters {
	const [resource, name] = operation.split(':');
	return { resource, operation: name, ...parameters };
}

/** Parameters each read from the input item's field of the same name. */
export const fromJson = (...names: string[]): INodeParameters =>
	Object.fromEntries(names.map((name) => [name, `={{ $json.${name} }}`]));

export async function runV2(
	sim: Simulator,
	parameters: INodeParameters,
	options: LiveChatAiRunOptions = {},
) {
	return await runLiveChatAi(sim, parameters, { typeVersion: 2, ...options });
}

/** What one run of an operation on one item is expected to do. */
export interface Exchange {
	name: string;
	parameters: INodeParameters;
	options?: LiveChatAiRunOptions;
	/** The one request sent, as "METHOD path"; its query and body, where given, compared whole. */
	request: string;
	query?: IDataObject;
	body?: unknown;
	/** The output items' JSON (matchers allowed), each paired with the input item; read after the run. */
	output: () => IDataObject[] | Promise<IDataObject[]>;
}

/** Runs the exchange's operation on one item: no error, that one request, that output. */
export async function expectExchange(sim: Simulator, exchange: Exchange) {
	const { parameters, options, request, query, body } = exchange;
	const { items, error } = await runV2(sim, parameters, options);
	expect(error).toBeUndefined();
	const sent = sim.requests.map((made) => ({
		request: `${made.method} ${made.path}`,
		...(query ? { query: made.query } : {}),
		...(body ? { body: made.body } : {}),
	}));
	expect(sent).toEqual([{ request, ...(query ? { query } : {}), ...(body ? { body } : {}) }]);
	const output = await exchange.output();
	expect(items).toEqual(output.map((json) => ({ json, pairedItem: { item: 0 } })));
	return items;
}

/** One test per exchange, named `prefix` and its name, each run with `options`. */
export function eachExchange(
	{ h, prefix = '', options }: { h: Harness; prefix?: string; options?: LiveChatAiRunOptions },
	exchanges: Exchange[],
) {
	it.each(exchanges)(`${prefix}$name`, async (exchange) => {
		await expectExchange(h.sim, { options, ...exchange });
	});
}

/** The list an answer holds: among its fields, else one level down (CSAT's data.currentPeriod.scores). */
function listIn(answer: IDataObject): unknown[] | undefined {
	const values = Object.values(answer);
	const nested = values.filter(
		(value): value is IDataObject => typeof value === 'object' && value !== null,
	);
	return (
		values.find(Array.isArray) ??
		nested.map((value) => Object.values(value).find(Array.isArray)).find(Boolean)
	);
}

/**
 * What the API answers to the requests the node sent so far, asked again with `api`: the records of a list (each
 * page's), or the one record of each answer; without the `{status, data}` envelope where there is one.
 */
export async function answeredAgain(sim: Simulator, api: AxiosInstance, list: boolean) {
	const records: IDataObject[] = [];
	for (const { path, query } of [...sim.requests]) {
		const { data: body } = await api.get<IDataObject>(path, { params: query });
		const answer = (body.status && body.data ? body.data : body) as IDataObject;
		const listed = Array.isArray(answer) ? answer : listIn(answer);
		records.push(...(list ? (listed as IDataObject[]) : [answer]));
	}
	return records;
}
