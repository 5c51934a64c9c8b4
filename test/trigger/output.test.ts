/**
 * What the trigger shows the user: version 1.1's top-level Simplify (the toggle of Get Many), the short form
 * keeping the contact and the time of the event, a Fetch Test Event that finds nothing saying so, and the
 * fields each event shows.
 */
import type { IDataObject } from 'n8n-workflow';
import { NodeHelpers } from 'n8n-workflow';

import { LiveChatAiTrigger } from '../../nodes/LiveChatAi/LiveChatAiTrigger.node';
import { byId } from '../harness/liveChatAi';
import { TriggerHarness } from '../harness/pollTrigger';
import { SEED } from '../simulator';
import { useSimulator } from '../simulator/testHelpers';

const h = useSimulator();

const agent = SEED.agents.support;

async function activated(parameters: IDataObject, typeVersion = 1.1) {
	const harness = new TriggerHarness(h.sim, { chatbot: byId(agent), ...parameters }, typeVersion);
	expect(await harness.poll()).toBeNull();
	return harness;
}

describe('the short form (Simplify on, the default)', () => {
	it('keeps the contact and the time of the event it fired for', async () => {
		const harness = await activated({ event: 'newVisitorMessage' });
		h.sim.clock.advance(1000);
		const { id } = h.sim.addActivity({
			conversationId: SEED.conversations.latest,
			kind: 'visitor',
		});
		const [item] = (await harness.poll())!;
		const conversation = h.sim.store.conversations.get(id)!;
		expect(item.json).toMatchObject({
			id,
			contactId: SEED.contacts.alice,
			contactName: 'Alice Martin',
			lastVisitorMessageDate: conversation.lastVisitorMessageDate,
			lastMessageDate: conversation.lastMessageDate,
		});
	});

	it('New Conversation keeps createdAt, the time the conversation started', async () => {
		const harness = await activated({ event: 'newConversation' });
		h.sim.clock.advance(1000);
		const { id } = h.sim.addActivity({ agentId: agent, kind: 'visitor' });
		const [item] = (await harness.poll())!;
		expect(item.json.createdAt).toBe(h.sim.store.conversations.get(id)!.createdAt);
	});
});

describe('Simplify in version 1.1: the top-level toggle of Get Many', () => {
	it('off outputs the conversation as the service returns it', async () => {
		const harness = await activated({ event: 'newActivity', simplify: false });
		h.sim.clock.advance(1000);
		const { id } = h.sim.addActivity({ agentId: agent, kind: 'visitor' });
		const [item] = (await harness.poll())!;
		expect(item.json).toMatchObject({ id, integrationType: 'INLINECHAT' });
		expect(item.json).not.toHaveProperty('contactName');
	});

	it('a version 1 trigger still reads its Simplify from Options', async () => {
		const harness = await activated({ event: 'newActivity', options: { simplify: false } }, 1);
		h.sim.clock.advance(1000);
		h.sim.addActivity({ agentId: agent, kind: 'visitor' });
		const [item] = (await harness.poll())!;
		expect(item.json).toHaveProperty('integrationType', 'INLINECHAT');
	});
});

describe('Fetch Test Event with no matching conversation', () => {
	it('says so, naming the event and the filters used', async () => {
		const harness = new TriggerHarness(
			h.sim,
			{
				chatbot: byId(SEED.chatbots.docs),
				event: 'newAgentMessage',
				filters: { status: 'open', channel: 'WHATSAPP' },
			},
			1.1,
		);
		const failure = harness.poll({ mode: 'manual' });
		await expect(failure).rejects.toThrow(
			'No conversation of this agent has a New Human Agent Message event yet',
		);
		await expect(failure).rejects.toMatchObject({
			description: expect.stringContaining('Channel: WhatsApp, Status: Open'),
		});
		expect(harness.cursor).toBeUndefined();
	});
});

describe('the fields shown for each event', () => {
	const description = new LiveChatAiTrigger().description;
	const shown = (event: string, typeVersion: number) =>
		description.properties
			.filter((property) =>
				NodeHelpers.displayParameter({ event }, property, { typeVersion }, description),
			)
			.map((property) => property.displayName);

	it('a conversation event has the conversation filters and Simplify', () => {
		expect(shown('newVisitorMessage', 1.1)).toEqual(['Agent', 'Event', 'Filters', 'Simplify']);
		expect(shown('newVisitorMessage', 1)).toEqual(['Agent', 'Event', 'Filters', 'Options']);
	});

	it('New AI Suggestion has the agent and the event alone: suggestions come as the list gives them', () => {
		expect(shown('newAiSuggestion', 1.1)).toEqual(['Agent', 'Event']);
		expect(shown('newAiSuggestion', 1)).toEqual(['Agent', 'Event']);
	});
});
