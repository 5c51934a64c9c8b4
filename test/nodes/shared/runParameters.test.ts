/**
 * A parameter without an expression is read once per run and serves every item (shared/fields/runParameters.ts);
 * one with an expression is still read for each item, in n8n's real engine against the simulator: each item's
 * request carries its own values, and a fixed value that fails fails every item with its own index.
 */
import { ExecuteContext } from 'n8n-core';
import type { IExecuteFunctions, INodeParameters } from 'n8n-workflow';

import { SEED } from '../../simulator';
import { useSimulator } from '../../simulator/testHelpers';
import { byId, runLiveChatAi } from '../../harness/liveChatAi';
import {
	holdsExpression,
	itemParameter,
} from '../../../nodes/LiveChatAi/shared/fields/runParameters';

const h = useSimulator();

const { support, knowledgeBase } = SEED.agents;
const input = [
	{ question: 'Q0?', agent: support },
	{ question: 'Q1?', agent: knowledgeBase },
	{ question: 'Q2?', agent: support },
];

function addQa(changes: INodeParameters): INodeParameters {
	return {
		resource: 'dataSource',
		operation: 'addQa',
		agent: byId(support),
		question: '={{ $json.question }}',
		answer: 'The same answer.',
		options: {},
		...changes,
	};
}

/** The Q&A pairs the simulator stored for the run's output items: agent, question, answer. */
function stored(items: Array<{ json: { id?: unknown } }>) {
	return items.map((item) => {
		const source = h.sim.store.dataSources.get(item.json.id as string);
		return [source?.chatbotId, source?.question, source?.answer];
	});
}

/** How often the run read each parameter from n8n (its getNodeParameter, behind every node's reads). */
async function readsOf(parameters: INodeParameters) {
	const prototype = ExecuteContext.prototype as unknown as { _getNodeParameter: () => unknown };
	const spy = jest.spyOn(prototype, '_getNodeParameter') as unknown as jest.SpyInstance<
		unknown,
		[string]
	>;
	try {
		const run = await runLiveChatAi(h.sim, parameters, { input, typeVersion: 2 });
		const reads: Record<string, number> = {};
		for (const [name] of spy.mock.calls) reads[name] = (reads[name] ?? 0) + 1;
		return { ...run, reads };
	} finally {
		spy.mockRestore();
	}
}

it('a fixed parameter is read once for all items, an expression for each item, each with its own value', async () => {
	const { items, error, reads } = await readsOf(addQa({}));
	expect(error).toBeUndefined();
	expect(stored(items)).toEqual(input.map((row) => [support, row.question, 'The same answer.']));
	expect(reads).toMatchObject({ agent: 1, answer: 1, options: 1, question: input.length });
});

it('a resource locator from an expression gives each item its own agent', async () => {
	const { items, error, reads } = await readsOf(addQa({ agent: byId('={{ $json.agent }}') }));
	expect(error).toBeUndefined();
	expect(stored(items)).toEqual(input.map((row) => [row.agent, row.question, 'The same answer.']));
	expect(reads.agent).toBe(input.length);
});

it('an option from an expression is read for each item', async () => {
	const options = { isGeneratedByAI: '={{ $json.question === "Q1?" }}' };
	const { items, error } = await readsOf(addQa({ options }));
	expect(error).toBeUndefined();
	expect(items.map((item) => item.json.isGeneratedByAI)).toEqual([false, true, false]);
});

it('a fixed value that fails fails each item with its own index (Continue On Fail)', async () => {
	// Blank, not empty: n8n itself refuses an empty required field before the node runs.
	const { items } = await runLiveChatAi(h.sim, addQa({ agent: byId('   ') }), {
		input,
		typeVersion: 2,
		continueOnFail: true,
	});
	expect(items.map((item) => item.pairedItem)).toEqual(input.map((_, item) => ({ item })));
	for (const [index, item] of items.entries()) {
		expect(String(item.json.error)).toMatch(/Agent/);
		expect(JSON.stringify(item.json)).toContain(`item ${index}`);
	}
	expect(h.sim.requests).toHaveLength(0);
});

it('an expression is found anywhere in a stored value', () => {
	expect(holdsExpression('={{ 1 }}')).toBe(true);
	expect(holdsExpression({ __rl: true, mode: 'id', value: '={{ $json.id }}' })).toBe(true);
	expect(holdsExpression({ list: [{ name: 'a', value: '=x' }] })).toBe(true);
	expect(holdsExpression({ __rl: true, mode: 'id', value: 'abc' })).toBe(false);
	expect(holdsExpression(['a', 3, true, null])).toBe(false);
});

it('each item gets its own copy of a fixed collection: a change one item makes never reaches the next', () => {
	const parameters = { options: { tags: ['a'] } };
	// A small pure helper over getNodeParameter: the read n8n's engine does is what the tests above run.
	const context = {
		getNode: () => ({ parameters }),
		getNodeParameter: (path: 'options') => structuredClone(parameters[path]),
	} as unknown as IExecuteFunctions;
	const first = itemParameter(context, 'options', 0, {}) as { tags: string[] };
	first.tags.push('changed by item 0');
	const second = itemParameter(context, 'options', 1, {}) as { tags: string[] };
	second.tags.push('changed by item 1');
	expect(itemParameter(context, 'options', 2, {})).toEqual({ tags: ['a'] });
});
