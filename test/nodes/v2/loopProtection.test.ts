/**
 * Version 2's loop protection mark, through n8n-core's real engine against the simulator: the mark Send Message
 * and Reply as Human Agent write (this n8n and this workflow), the option that leaves it out, and a reply whose
 * mark LiveChatAI did not keep (the simulator's `invisibleCharacters: 'stripped'`). The mark's format and
 * scopes: test/nodes/shared/sentByN8n.test.ts.
 */
import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { isSentByN8n } from '../../../nodes/LiveChatAi/shared/conversations/sentByN8n';
import { byId } from '../../harness/liveChatAi';
import { logLines } from '../../harness/logCapture';
import { activatedTrigger, emittedIds } from '../../harness/pollTrigger';
import { thisN8n } from '../../harness/sentByN8n';
import { SEED } from '../../simulator';
import { useSimulator } from '../../simulator/testHelpers';
import { parametersFor, runV2 } from './v2Operations';

const h = useSimulator();

const conversationId = SEED.conversations.tiedOlder[0];
const text = 'Thanks, we are on it.';
const WRITES: Record<string, INodeParameters> = {
	reply: { conversationId: byId(conversationId), message: text },
	sendMessage: {
		agent: byId(SEED.agents.support),
		question: text,
		options: { conversationId: byId(conversationId) },
	},
};
type Write = keyof typeof WRITES;
const sentText = (write: Write) => {
	const body = h.sim.requests[0].body as IDataObject;
	return String(write === 'reply' ? body.message : body.question);
};

/** One write of version 2 from the workflow `workflowId`, on `items` input items, which must succeed. */
async function written(
	write: Write,
	options: INodeParameters = {},
	workflowId?: string,
	items = 1,
) {
	const parameters = {
		...WRITES[write],
		options: { ...(WRITES[write].options as INodeParameters), ...options },
	};
	const input = Array.from({ length: items }, () => ({}));
	const run = await runV2(h.sim, parametersFor(`conversation:${write}`, parameters), {
		workflowId,
		input,
	});
	expect(run.error).toBeUndefined();
	return run.items.map((item) => item.json);
}

const UNAVAILABLE = 'loop protection is not available on this account';
const warnings = () =>
	logLines.filter((line) => line.startsWith('warn') && line.includes(UNAVAILABLE));

describe.each<Write>(['reply', 'sendMessage'])('%s', (write) => {
	it('ends the text with the mark of this n8n and this workflow', async () => {
		await written(write, {}, 'wf-support');
		const sent = sentText(write);
		expect(isSentByN8n(sent, thisN8n('wf-support'), 'workflow')).toBe(true);
		// Another workflow of this n8n: the instance's part is the same, the workflow's is not.
		expect(isSentByN8n(sent, thisN8n('wf-sales'), 'instance')).toBe(true);
		expect(isSentByN8n(sent, thisN8n('wf-sales'), 'workflow')).toBe(false);
	});

	it('with Add Loop Protection Mark off, sends the text as written', async () => {
		const items = await written(write, { addLoopProtectionMark: false });
		expect(sentText(write)).toBe(text);
		expect(items[0]).not.toHaveProperty('loopProtection');
	});
});

describe('Reply as Human Agent where LiveChatAI strips the mark', () => {
	beforeEach(() => h.sim.setInvisibleCharacters('stripped'));

	it('says on each item that loop protection is not available, beside the reply; warns once a workflow', async () => {
		logLines.length = 0;
		const items = await written('reply', {}, 'wf-stripped', 2);
		const [stored] = h.sim.store.messagesOf(conversationId).slice(-1);
		expect(stored.content).toBe(text);
		const reply = {
			messageId: expect.any(String),
			conversationId,
			message: expect.objectContaining({ text, sender: 'AGENT' }),
		};
		const notice = {
			loopProtection: 'unavailable',
			loopProtectionNotice: expect.stringContaining(UNAVAILABLE),
		};
		expect(items).toEqual([
			{ ...reply, ...notice },
			{ ...reply, ...notice },
		]);
		await written('reply', {}, 'wf-stripped');
		expect(warnings()).toHaveLength(1);
		expect(warnings()[0]).toContain('"workflowId":"wf-stripped"');
		await written('reply', {}, 'wf-stripped-too');
		expect(warnings()).toHaveLength(2);
	});

	it.each<[string, INodeParameters, string]>([
		['no mark was sent (the option off)', { addLoopProtectionMark: false }, text],
		['an image carries none', { messageType: 'IMAGE' }, 'https://example.com/map.png'],
	])('says nothing when %s', async (_, options, message) => {
		logLines.length = 0;
		const run = await runV2(
			h.sim,
			parametersFor('conversation:reply', { ...WRITES.reply, message, options }),
			{ workflowId: 'wf-quiet' },
		);
		expect(run.items[0].json.message).toMatchObject({ text: message });
		expect(run.items[0].json).not.toHaveProperty('loopProtection');
		expect(warnings()).toEqual([]);
	});
});

it('what turning the mark off costs: the trigger of this n8n takes the reply for anyone’s', async () => {
	const trigger = await activatedTrigger(h.sim, { event: 'newActivity' }, 'default', 1.2);
	h.sim.clock.advance(1000);
	await written('reply');
	expect(await trigger.poll()).toBeNull();
	h.sim.clock.advance(1000);
	await written('reply', { addLoopProtectionMark: false });
	expect(emittedIds(await trigger.poll())).toEqual([conversationId]);
});
