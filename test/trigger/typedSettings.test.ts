/**
 * The trigger's Booleans and choices read by the one reader of the nodes (shared/fields/typedValues.ts): a
 * value it cannot read fails the activation before any request, naming the field; the text "false" as off:
 * conversations.test.ts (Simplify). The trigger has no number field.
 */
import type { INodeParameters } from 'n8n-workflow';

import { activatedTrigger } from '../harness/pollTrigger';
import { useSimulator } from '../simulator/testHelpers';

const h = useSimulator();

it.each<[string, INodeParameters, number, string]>([
	[
		'Simplify',
		{ simplify: '={{ "maybe" }}' },
		1.1,
		`'Simplify' must be true or false, not "maybe"`,
	],
	[
		'Simplify in Options (version 1)',
		{ options: { simplify: '={{ "maybe" }}' } },
		1,
		`'Simplify' must be true or false, not "maybe"`,
	],
	[
		'Include Own Messages',
		{ options: { includeOwnWrites: '={{ "maybe" }}' } },
		1.3,
		`'Include Own Messages' must be true or false, not "maybe"`,
	],
	[
		'Own Messages Come From',
		{ options: { ownMessagesOf: '={{ "nobody" }}' } },
		1.3,
		`'Own Messages Come From' must be This Workflow or Every Workflow, not "nobody"`,
	],
	['a conversation filter', { filters: { status: '={{ "pending" }}' } }, 1.3, `'Status' must be`],
])(
	'%s it cannot read fails the activation before any request',
	async (_name, parameters, version, message) => {
		await expect(activatedTrigger(h.sim, parameters, 'default', version)).rejects.toMatchObject({
			name: 'NodeOperationError',
			message: expect.stringContaining(message),
		});
		expect(h.sim.requests).toEqual([]);
	},
);
