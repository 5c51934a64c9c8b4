/**
 * A 2xx without a body (204 No Content, or 200 with an empty body: the form `emptySuccess`) is a success for every
 * operation whose output needs nothing of the body (a Delete of one item, the legacy delete, Dismiss, Send Typing
 * Indicator), in both node versions; where the output needs the body (the data sources' delete, a Get), the error
 * says what was missing.
 */
import type { IDataObject } from 'n8n-workflow';

import { SEED } from '../../simulator';
import { useSimulator } from '../../simulator/testHelpers';
import { BOTH_VERSIONS } from '../bothVersions';
import { VALID_INPUT } from '../validParameters';

const h = useSimulator();

const [v1, v2] = BOTH_VERSIONS;
const chatbot = SEED.chatbots.support;
const conversation = SEED.conversations.latest;
const suggestions = SEED.suggestions.active;

// Each operation whose output needs no body, its version and the output of the two items.
const NO_BODY_NEEDED: Array<[1 | 2, string, (index: number) => IDataObject]> = [
	[2, 'agent:delete', (i) => ({ deleted: true, agentId: VALID_INPUT[i].agentId })],
	[1, 'chatbot:delete', () => ({ deleted: true, chatbotId: chatbot })],
	[
		2,
		'aiSuggestion:dismiss',
		(i) => ({ dismissed: true, suggestionId: suggestions[i], message: null }),
	],
	[
		1,
		'aiSuggestion:dismiss',
		() => ({ dismissed: true, suggestionId: suggestions[0], message: null }),
	],
	[
		2,
		'conversation:sendTypingIndicator',
		(i) => ({ status: 'success', conversationId: VALID_INPUT[i].conversationId, isTyping: true }),
	],
	[
		1,
		'conversation:sendTypingIndicator',
		() => ({ status: 'success', conversationId: conversation, isTyping: true }),
	],
];

describe.each([204, 200] as const)('a success answered %i without a body', (emptySuccess) => {
	it.each(NO_BODY_NEEDED)(
		'version %i: %s succeeds, each item paired',
		async (number, operation, output) => {
			const version = number === 1 ? v1 : v2;
			h.sim.setForms({ emptySuccess });
			// Version 1's items name the same record (its valid parameters read no item): one item there.
			const count = version === v1 ? 1 : 2;
			const input = VALID_INPUT.slice(0, count);
			const { items, error } = await version.run(h.sim, operation, {}, { input });
			expect(error).toBeUndefined();
			// Answered as the form says, with nothing in the body.
			expect(h.sim.requests.length).toBeGreaterThan(0);
			expect(h.sim.requests.map((request) => request.status)).toEqual(
				h.sim.requests.map(() => emptySuccess),
			);
			expect(items.map(({ json, pairedItem }) => ({ json, pairedItem }))).toEqual(
				input.map((_, item) => ({ json: output(item), pairedItem: { item } })),
			);
		},
	);
});

it('a delete of data sources answered without a body fails, saying what the output needs of it', async () => {
	const fault = { kind: 'empty', status: 204 } as const;
	h.sim.injectFault({ method: 'DELETE', path: '/api/v2/data-sources', fault });
	const { error } = await v2.run(h.sim, 'dataSource:delete');
	expect(error).toMatchObject({
		httpCode: '204',
		message: 'LiveChatAI sent an empty response',
		description:
			'HTTP 204 came with no body; the node needs the IDs it deleted and those it did not find (deleted, notFound) from it.',
	});
});

it('a Get answered 200 with an empty body fails: its output is the body', async () => {
	h.sim.injectFault({ method: 'GET', path: '/api/v2/agents/*', fault: { kind: 'empty' } });
	const { error } = await v2.run(h.sim, 'agent:get');
	expect(error).toMatchObject({
		httpCode: '200',
		message: 'LiveChatAI sent an empty response',
		description: 'HTTP 200 came with no body; the node needs its JSON answer from it.',
	});
});
