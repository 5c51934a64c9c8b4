/**
 * The item a conversation event emits: the short form (Simplify on, the default) keeps the contact and the time
 * of the event; Simplify off gives the conversation as the service returns it, read from the top-level toggle
 * since 1.1 and from Options in version 1. The fields each version shows are checked in
 * test/nodes/triggerFields.test.ts; here, the AI suggestion's in versions 1 and 1.1.
 */
import type { INodeParameters } from 'n8n-workflow';
import { NodeHelpers } from 'n8n-workflow';

import { LiveChatAiTrigger } from '../../nodes/LiveChatAi/LiveChatAiTrigger.node';
import { activatedTrigger } from '../harness/pollTrigger';
import { SEED } from '../simulator';
import { useSimulator } from '../simulator/testHelpers';

const h = useSimulator();

const agent = SEED.agents.support;

/** The item a trigger of these parameters emits for a visitor's message in `where`. */
async function emitted(parameters: INodeParameters, where: object, typeVersion = 1.1) {
	const harness = await activatedTrigger(h.sim, parameters, 'default', typeVersion);
	h.sim.clock.advance(1000);
	const { id } = h.sim.addActivity({ ...where, kind: 'visitor' });
	const [item] = (await harness.poll())!;
	return { json: item.json, conversation: h.sim.store.conversations.get(id)! };
}

it.each([
	[
		'New Visitor Message keeps the contact and the time of the message',
		'newVisitorMessage',
		{ conversationId: SEED.conversations.latest },
		['lastVisitorMessageDate', 'lastMessageDate'],
		{ contactId: SEED.contacts.alice, contactName: 'Alice Martin' },
	],
	[
		'New Conversation keeps createdAt, the time the conversation started',
		'newConversation',
		{ agentId: agent },
		['createdAt'],
		{},
	],
] as const)('the short form: %s', async (_, event, where, times, contact) => {
	const { json, conversation } = await emitted({ event }, where);
	const expected = Object.fromEntries(times.map((field) => [field, conversation[field]]));
	expect(json).toMatchObject({ id: conversation.id, ...contact, ...expected });
});

it.each([
	['1.1, the top-level Simplify', { simplify: false }, 1.1],
	['1, Simplify in Options', { options: { simplify: false } }, 1],
])(
	'Simplify off (%s) outputs the conversation as the service returns it',
	async (_, off, version) => {
		const { json, conversation } = await emitted(
			{ event: 'newActivity', ...off },
			{ agentId: agent },
			version,
		);
		expect(json).toMatchObject({
			id: conversation.id,
			integrationType: 'INLINECHAT',
			createdAt: conversation.createdAt,
			lastVisitorMessageDate: conversation.lastVisitorMessageDate,
			contact: expect.objectContaining({ id: expect.any(String) }),
		});
		expect(json).not.toHaveProperty('contactName');
	},
);

it('New AI Suggestion shows the agent and the event alone in versions 1 and 1.1', () => {
	const description = new LiveChatAiTrigger().description;
	const shown = (typeVersion: number) =>
		description.properties
			.filter((property) =>
				NodeHelpers.displayParameter(
					{ event: 'newAiSuggestion' },
					property,
					{ typeVersion },
					description,
				),
			)
			.map((property) => property.displayName);
	expect([shown(1), shown(1.1)]).toEqual([
		['Agent', 'Event'],
		['Agent', 'Event'],
	]);
});
