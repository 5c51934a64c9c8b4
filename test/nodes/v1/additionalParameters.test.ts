/**
 * Every legacy operation of version 1 takes the extra parameters its description offers (Additional Query
 * Parameters for a GET or DELETE, Additional Body Fields for a POST or PUT): the rows named are sent beside the
 * operation's own parameters, a row without a name is skipped, and the operation's own parameter wins a clash.
 */
import type { IDataObject } from 'n8n-workflow';

import { runLiveChatAi } from '../../harness/liveChatAi';
import { propertiesOf } from '../../harness/operations';
import { useSimulator } from '../../simulator/testHelpers';
import { v1Parameters } from '../validParameters';

const h = useSimulator();

/** `resource:operation` and the field of extra parameters it shows, read from the description. */
const EXTRA_PARAMETER_FIELDS = propertiesOf(1)
	.filter(({ name }) => /^additional(QueryParameters|BodyFields)$/.test(name))
	.map(({ name, displayOptions }) => {
		const { resource, operation } = displayOptions!.show as Record<string, string[]>;
		return [`${resource[0]}:${operation[0]}`, name] as const;
	});

it('finds the field of extra parameters of each legacy operation', () => {
	expect(EXTRA_PARAMETER_FIELDS.length).toBeGreaterThanOrEqual(17);
});

it.each(EXTRA_PARAMETER_FIELDS)('%s sends its %s', async (operation, field) => {
	const sent = (index: number) =>
		(field === 'additionalBodyFields'
			? h.sim.requests[index].body
			: h.sim.requests[index].query) as IDataObject;
	await runLiveChatAi(h.sim, v1Parameters(operation));
	const own = sent(0);
	// The first of the operation's own parameters (if it has one) is given again, with another value.
	const [clash] = Object.keys(own);
	const rows = [
		...(clash ? [{ name: clash, value: 'given again' }] : []),
		{ name: ' lang ', value: 'de' },
		{ name: ' ', value: 'skipped' },
	];
	await runLiveChatAi(h.sim, v1Parameters(operation, { [field]: { parameter: rows } }));
	expect(h.sim.requests).toHaveLength(2);
	expect(sent(1)).toEqual({ ...own, lang: 'de' });
});
