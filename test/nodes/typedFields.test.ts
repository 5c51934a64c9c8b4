/**
 * Every Boolean, number and options field of both node versions' descriptions (top level, and in an Options or
 * Filters collection) is read by the one reader (shared/fields/typedValues.ts), through the real engine with
 * each operation's valid parameters (validParameters.ts): given as text by an expression ("true", "2") an
 * operation does exactly what it does with the typed value (the same requests, the same output); a value the
 * reader cannot read stops the run before any request with an error naming the field as the editor shows it and
 * the item. The request options, read once for every operation by the router, are run on one operation each.
 */
import type { IDataObject, INodeParameters, INodeProperties } from 'n8n-workflow';

import { propertiesOf } from '../harness/operations';
import type { NodeRun } from '../harness/runWorkflow';
import { useSimulator } from '../simulator/testHelpers';
import { BOTH_VERSIONS } from './bothVersions';
import { VALID_PARAMETERS } from './validParameters';

const h = useSimulator();

const TYPES = ['boolean', 'number', 'options'];
const COLLECTIONS = ['options', 'filters'];
const REQUEST_OPTIONS = ['concurrency', 'pauseMs'];

/** A typed field of one operation: where it sits, and the other values its display conditions need. */
interface Field {
	operation: string;
	property: INodeProperties;
	collection?: string;
	shownWith: INodeParameters;
}

/** The values of the fields a field's `show` condition names (resource and operation aside): the first. */
function conditionsOf(property: INodeProperties): INodeParameters {
	const show = property.displayOptions?.show ?? {};
	return Object.fromEntries(
		Object.entries(show)
			.filter(([name]) => !['resource', 'operation', '@version'].includes(name))
			.map(([name, values]) => [name, (values as INodeParameters[keyof INodeParameters][])[0]]),
	);
}

/** Whether a property is on the operation's screen. */
function onScreen(property: INodeProperties, operation: string): boolean {
	const [resource, name] = operation.split(':');
	const show = property.displayOptions?.show ?? {};
	return (
		((show.resource as string[] | undefined)?.includes(resource) ?? false) &&
		((show.operation as string[] | undefined)?.includes(name) ?? false)
	);
}

/** The typed fields of every operation of a version, the request options on its first operation only. */
function typedFields(version: number, operations: string[]): Field[] {
	const properties = propertiesOf(version);
	return operations.flatMap((operation, index) =>
		properties
			.filter((property) => onScreen(property, operation))
			.flatMap((property): Field[] => {
				if (TYPES.includes(property.type) && !['resource', 'operation'].includes(property.name))
					return [{ operation, property, shownWith: conditionsOf(property) }];
				if (property.type !== 'collection' || !COLLECTIONS.includes(property.name)) return [];
				return (property.options as INodeProperties[])
					.filter((entry) => TYPES.includes(entry.type))
					.filter((entry) => index === 0 || !REQUEST_OPTIONS.includes(entry.name))
					.map((entry) => ({
						operation,
						property: entry,
						collection: property.name,
						shownWith: conditionsOf(entry),
					}));
			}),
	);
}

/**
 * The required fields of the operation's screen its valid parameters leave empty, given a value: an options field
 * given by an expression shows every field that depends on it to n8n's check of the workflow (e.g. Crawl From's
 * Sitemap URL), which refuses to run while one of them is empty.
 */
function requiredOthers(version: number, field: Field): INodeParameters {
	const valid = VALID_PARAMETERS[`v${version} ${field.operation}`];
	const others = propertiesOf(version).filter(
		(property) =>
			onScreen(property, field.operation) &&
			property.required === true &&
			property.type === 'string' &&
			!(property.name in valid),
	);
	return Object.fromEntries(others.map((property) => [property.name, 'given']));
}

/** The operation's changes that give the field `value`, with what shows it. */
function changesFor(version: number, field: Field, value: unknown): INodeParameters {
	const valid = VALID_PARAMETERS[`v${version} ${field.operation}`];
	const { collection, property, shownWith } = field;
	if (!collection) {
		const others = property.type === 'options' ? requiredOthers(version, field) : {};
		return { ...others, ...shownWith, [property.name]: value as string };
	}
	const given = (valid[collection] ?? {}) as IDataObject;
	return { [collection]: { ...given, ...shownWith, [property.name]: value } } as INodeParameters;
}

/** What a run did: its error's message, the requests the simulator received, the items output. */
function outcome(run: NodeRun) {
	return {
		error: run.error?.message,
		requests: h.sim.requests.map(({ method, path, query, body }) => ({
			method,
			path,
			query,
			body,
		})),
		items: run.items,
	};
}

/** Valid typed values, each with the same as an expression gives it as text: a Boolean both ways. */
function typedValues(property: INodeProperties): Array<[unknown, string]> {
	if (property.type === 'boolean')
		return [true, false].map((value) => [value, `={{ "${value}" }}`]);
	if (property.type === 'number') return [[2, '={{ "2" }}']];
	return []; // an option is text already: only what is not one of its values can go wrong
}

const BAD: Record<string, string> = { boolean: 'maybe', number: 'three', options: 'nowhere' };

describe.each(BOTH_VERSIONS)('version $version', ({ version, operations, run }) => {
	const fields = typedFields(version, operations);
	const named = (field: Field) =>
		`${field.operation} ${field.collection ? `${field.collection}.` : ''}${field.property.name}`;

	it('finds the typed fields of every operation', () => {
		expect(new Set(fields.map((field) => field.operation)).size).toBeGreaterThan(10);
		expect(fields.length).toBeGreaterThan(operations.length);
	});

	const typed = fields.flatMap((field) =>
		typedValues(field.property).map(([value, text]) => [named(field), text, field, value] as const),
	);
	it.each(typed)('%s as %s: read as the typed value', async (_name, text, field, value) => {
		const asText = outcome(await run(h.sim, field.operation, changesFor(version, field, text)));
		h.sim.reset();
		const asTyped = outcome(await run(h.sim, field.operation, changesFor(version, field, value)));
		expect(asText).toEqual(asTyped);
	});

	it.each(fields.map((field) => [named(field), field] as const))(
		'%s: a value it cannot read is refused before any request',
		async (_name, field) => {
			const bad = `={{ "${BAD[field.property.type]}" }}`;
			const { error } = await run(h.sim, field.operation, changesFor(version, field, bad));
			expect(error).toMatchObject({ name: 'NodeOperationError', context: { itemIndex: 0 } });
			expect(error?.message).toMatch(new RegExp(`^'${escaped(field.property.displayName)}' `));
			expect(error?.message).toMatch(/\[item 0\]$/);
			expect(h.sim.requests).toEqual([]);
		},
	);
});

function escaped(text: string): string {
	return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
