/**
 * Fetch Test Event (the editor's manual poll): the newest matching item, or an error saying what was looked at;
 * it never touches the state an active workflow's polls keep.
 */
import type { INodeParameters } from 'n8n-workflow';

import { byId } from '../harness/liveChatAi';
import { emittedIds, newConversations, TriggerHarness } from '../harness/pollTrigger';
import { SEED } from '../simulator';
import { useSimulator } from '../simulator/testHelpers';

const h = useSimulator();

const { support, sales } = SEED.agents;
const oneAgent = (event: string, chatbot: string = support) => ({ chatbot: byId(chatbot), event });
const severalAgents = { watch: 'agents', agentIds: [support, sales], event: 'newActivity' };

it.each<[string, INodeParameters, number, () => string, number]>([
	['the newest conversation', oneAgent('newActivity'), 1, () => SEED.conversations.latest, 1],
	[
		'the newest AI suggestion',
		oneAgent('newAiSuggestion'),
		1.1,
		() => SEED.suggestions.active[0],
		1,
	],
	// One list read per agent, then the name of the agent whose event it is.
	[
		'the newest event of several agents',
		severalAgents,
		1.2,
		() => newConversations(h.sim, sales)[0],
		3,
	],
])('gives %s, keeping no state', async (_, parameters, typeVersion, newest, requests) => {
	const expected = newest();
	const harness = new TriggerHarness(h.sim, parameters, typeVersion);
	const items = await harness.poll({ mode: 'manual' });
	expect(emittedIds(items)).toEqual([expected]);
	if (typeVersion === 1.2) expect(items![0].json.agentId).toBe(sales);
	expect(harness.cursor).toBeUndefined();
	expect(h.sim.requests).toHaveLength(requests);
});

it.each<[string, INodeParameters, () => void, string]>([
	[
		'no conversation matches, naming the event and the filters',
		{
			...oneAgent('newAgentMessage', SEED.chatbots.docs),
			filters: { status: 'open', channel: 'WHATSAPP' },
		},
		() => {},
		'No conversation of this agent has a New Human Agent Message event yet; Channel: WhatsApp, Status: Open',
	],
	[
		'the agent has no AI suggestion yet',
		oneAgent('newAiSuggestion'),
		() => h.sim.store.suggestions.forEach((suggestion) => (suggestion.status = 'ignored')),
		'No AI suggestion of this agent has a New AI Suggestion event yet',
	],
	[
		'LiveChatAI fails: the error is shown, not logged',
		oneAgent('newActivity'),
		() =>
			h.sim.injectFault({
				path: '/api/v2/conversations',
				fault: { kind: 'status', status: 500, message: 'Boom' },
			}),
		'Boom',
	],
])('says so when %s', async (_, parameters, setUp, expected) => {
	setUp();
	const harness = new TriggerHarness(h.sim, parameters, 1.1);
	const [message, description = ''] = expected.split('; ');
	await expect(harness.poll({ mode: 'manual' })).rejects.toMatchObject({
		message: expect.stringContaining(message),
		description: expect.stringContaining(description),
	});
	expect(harness.cursor).toBeUndefined();
});
