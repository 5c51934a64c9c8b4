/**
 * Which conversations a trigger that leaves own writes out reads with their messages, and how many at once. The
 * list's role dates settle it where the new event holds a message of a role the workflow never writes as (a
 * workflow that only replies writes as a human agent): no read. The reads that remain follow the poll's request
 * window (not a fixed count) and its weighing time: no more at once than can end in the time left. Polls go
 * through n8n-core's real PollContext against the simulator over HTTP; `Date.now()` is a manual clock that the
 * budget's test moves by what each read takes.
 */
import type { INodeParameters } from 'n8n-workflow';

import { REQUEST_CONCURRENCY } from '../../nodes/LiveChatAi/shared/serviceDecisions';
import { answered, peakInFlight } from '../harness/inFlight';
import { byId } from '../harness/liveChatAi';
import { useManualClock } from '../harness/manualClock';
import type { RestOfWorkflow } from '../harness/pollTrigger';
import { activatedTrigger, emittedIds, newConversations } from '../harness/pollTrigger';
import { workflowNode } from '../harness/runWorkflow';
import { parametersFor, runV2 } from '../nodes/v2/v2Operations';
import { SEED } from '../simulator';
import { useSimulator } from '../simulator/testHelpers';

const h = useSimulator();
const clock = useManualClock();

const AGENT = SEED.agents.support;
const conversationId = SEED.conversations.tiedOlder[0];
const DETAIL = '/api/v2/conversations/';
const detailReads = () =>
	h.sim.requests.filter(({ method, path }) => method === 'GET' && path.startsWith(DETAIL));

const writer = (operation: string, parameters: INodeParameters) =>
	workflowNode(operation, 'liveChatAi', 2, parametersFor(`conversation:${operation}`, parameters));
const REPLIES: RestOfWorkflow = { after: [writer('reply', { message: '={{ "Thanks" }}' })] };
const SENDS: RestOfWorkflow = { after: [writer('sendMessage', { agent: byId(AGENT) })] };

const activated = async (event: string, rest: RestOfWorkflow = {}, version = 1.3) =>
	await activatedTrigger(h.sim, { event }, 'default', version, rest);

/** A message of someone else's in the conversation, 2 s after the last activity (role dates may stray 1 s). */
function message(kind: 'visitor' | 'agent') {
	h.sim.clock.advance(2000);
	h.sim.addActivity({ conversationId, kind });
}

describe('a workflow that only replies: the list settles what no reply of its own can have made', () => {
	it('30 new conversations a visitor started: all emitted, no message read', async () => {
		const trigger = await activated('newConversation', REPLIES);
		const added = newConversations(h.sim, AGENT, 30);
		expect(emittedIds(await trigger.poll())).toEqual(added);
		expect(detailReads()).toHaveLength(0);
	});

	it.each<[string, string, RestOfWorkflow, 'visitor' | 'agent', number]>([
		['New Activity: a visitor message, unread', 'newActivity', REPLIES, 'visitor', 0],
		['a human agent message, read: it might be its reply', 'newAgentMessage', REPLIES, 'agent', 1],
		[
			'a visitor message, read where the workflow sends messages',
			'newActivity',
			SENDS,
			'visitor',
			1,
		],
	])('%s', async (_, event, rest, kind, reads) => {
		const trigger = await activated(event, rest);
		message(kind);
		expect(emittedIds(await trigger.poll())).toEqual([conversationId]);
		expect(detailReads()).toHaveLength(reads);
	});

	it('its own reply is still read, and left out', async () => {
		const trigger = await activated('newActivity', REPLIES);
		h.sim.clock.advance(2000);
		const reply = { message: 'On it.', conversationId: byId(conversationId) };
		const run = await runV2(h.sim, parametersFor('conversation:reply', reply), {
			workflowId: String(trigger.workflow.id),
		});
		expect(run.error).toBeUndefined();
		expect(await trigger.poll()).toBeNull();
		expect(detailReads()).toHaveLength(1);
	});
});

describe('the reads that remain', () => {
	it('follow the request window: after the first, which sets the pace, as many at once as it allows', async () => {
		// Every workflow's writes left out (1.2): each new conversation is read.
		const trigger = await activated('newConversation', {}, 1.2);
		const added = newConversations(h.sim, AGENT, 60);
		h.sim.injectFault({ path: `${DETAIL}*`, fault: { kind: 'latency', ms: 100 } });
		expect(emittedIds(await trigger.poll())).toEqual(added);
		await answered();
		const reads = detailReads();
		expect(reads).toHaveLength(60);
		expect(Date.parse(reads[1].at)).toBeGreaterThanOrEqual(Date.parse(reads[0].answeredAt!));
		expect(peakInFlight(reads)).toBeGreaterThanOrEqual(REQUEST_CONCURRENCY);
	});

	it('follow the weighing time: reads of 2 s each start only while they can end in it', async () => {
		const trigger = await activated('newConversation', {}, 1.2);
		const added = newConversations(h.sim, AGENT, 40);
		h.sim.onRequest(({ path }) => {
			if (path.startsWith(DETAIL)) clock.aheadMs += 2000;
		});
		const emitted: string[] = [];
		// A budget of 1 s: a poll weighs for the least it may, 5 s, then leaves the rest to the next poll.
		for (let polls = 0; polls < 40 && emitted.length < added.length; polls++) {
			const startedAt = clock.aheadMs;
			emitted.push(...emittedIds(await trigger.poll({ budgetMs: 1000 })));
			expect(clock.aheadMs - startedAt).toBeLessThanOrEqual(5000 + 2000);
		}
		// Newest first, a few a poll: each conversation once.
		expect([...emitted].sort()).toEqual([...added].sort());
		expect(detailReads()).toHaveLength(40);
	});
});
