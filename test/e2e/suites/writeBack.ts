/**
 * Flows that write back never trigger themselves, in published workflows of n8n 2.x, in regular mode and in
 * queue mode (the trigger polls on the main, the flow's nodes run on a worker): "New Activity → Reply as
 * Human Agent" and "New Visitor Message → Send Message", each left running for eight polls after one visitor
 * message and eight more after a second one, answer each message exactly once; the README's routing example
 * routes each visitor message once by agent and channel, replying once on its sales branch. Each flow has its
 * own simulator (and credential), so that they run side by side.
 */
import type { IDataObject } from 'n8n-workflow';

import { SENT_BY_N8N_TAG } from '../../../nodes/LiveChatAi/shared/serviceDecisions';
import type { Simulator } from '../../simulator';
import { SEED, startSimulator } from '../../simulator';
import { TRIGGER_NODE, triggerRuns } from '../harness/activeWorkflows';
import { n8nLine } from '../harness/manifest';
import type { N8nServer } from '../harness/n8nServer';
import { logLines, N8n } from '../harness/n8n';
import type { ProcessGroup } from '../harness/processes';
import { stopAll } from '../harness/processes';
import { sentByAnN8n } from '../harness/sentByN8n';
import { eventKey, pollRequests } from '../harness/triggerEvents';
import { credentialNamed, simulatorCredential } from '../harness/workflows';
import {
	ACTION_NODE,
	REPLY_TEXT,
	replyFlow,
	routingExample,
	SENT_TEXT,
	sendFlow,
} from './writeBack/flows';
import type { FlowSetup } from './writeBack/phases';
import { polls, pollCount, POLLS_PER_PHASE, runPhases } from './writeBack/phases';

/** What begins and ends the tag version 2 puts after the text it writes. */
const TAG_EDGE = SENT_BY_N8N_TAG.edge;

/** Each flow: its workflow for a credential, its trigger node, the visitor messages of its phases. */
const FLOWS = {
	reply: { workflow: replyFlow, triggerNode: TRIGGER_NODE, visits: oneConversation },
	send: { workflow: sendFlow, triggerNode: TRIGGER_NODE, visits: oneConversation },
	routing: { workflow: routingExample, triggerNode: 'New visitor message', visits: routed },
};
type FlowName = keyof typeof FLOWS;
const NAMES = Object.keys(FLOWS) as FlowName[];

type FlowResult = Awaited<ReturnType<typeof runFlow>>;

type Message = ReturnType<Simulator['store']['messagesOf']>[number];

export function writeBackSuite(mode: 'regular' | 'queue'): void {
	const setup = n8nLine(2);

	describe(`n8n ${setup.version} (${mode} mode): published flows that write back answer each visitor message once`, () => {
		const sims = {} as Record<FlowName, Simulator>;
		const results = {} as Record<FlowName, FlowResult>;
		let n8n: N8n;
		let server: N8nServer;
		let worker: ProcessGroup | undefined;

		beforeAll(async () => {
			for (const name of NAMES) sims[name] = await startSimulator({ port: 0, clock: 'real' });
			n8n = new N8n(setup, `n8n-${setup.version}-write-back-${mode}`);
			const credentials = NAMES.map((name) =>
				simulatorCredential(sims[name], credentialNamed(name)),
			);
			await n8n.importCredentials(credentials);
			if (mode === 'queue') ({ main: server, worker } = await n8n.startQueueMode());
			else server = await n8n.start();
			await server.setUpOwner();
			await Promise.all(
				NAMES.map(async (name) => {
					results[name] = await runFlow(server, await publish(server, name, sims[name]));
				}),
			);
		}, 900_000);

		afterAll(async () => {
			await stopAll();
			await Promise.all(Object.values(sims).map(async (sim) => await sim.close()));
		});

		it.each([
			{
				flow: 'reply' as const,
				title: 'New Activity → Reply as Human Agent: one reply per visitor message',
				text: REPLY_TEXT,
				written: ({ role }: Message) => role === 'agent',
			},
			{
				flow: 'send' as const,
				title: 'New Visitor Message → Send Message: one message per visitor message',
				text: SENT_TEXT,
				written: ({ role, content }: Message) => role === 'user' && content.startsWith(SENT_TEXT),
			},
		])('$title, no execution started by it', ({ flow, text, written }) => {
			const { snapshots } = results[flow];
			const conversation = snapshots[0].visited[0].id;
			expect(snapshots[1].visited[0].id).toBe(conversation);
			expect(snapshots.map(({ executions }) => executions)).toEqual([1, 2]);
			const messages = sims[flow].store.messagesOf(conversation);
			const writes = messages.filter(written);
			expect(writes.map(({ content }) => content)).toEqual([sentByAnN8n(text), sentByAnN8n(text)]);
			if (flow === 'send') {
				// The AI answered each of them (as LiveChatAI does a visitor's message).
				expect(messages.filter(({ role }) => role === 'assistant').length).toBeGreaterThanOrEqual(
					2,
				);
			}
			expectEmittedOnlyVisits(results[flow]);
			expectOwnWritesLookedAt(
				results[flow],
				writes.map(({ createdAt }) => createdAt),
			);
		});

		it('the routing example: each visitor message routed once by agent and channel, the sales one answered once', () => {
			const { snapshots, outputs } = results.routing;
			const [sales, whatsApp, webChat] = snapshots[0].visited.map(({ id }) => id);
			expect(snapshots.map(({ visited }) => visited.map(({ id }) => id))).toEqual([
				[sales, whatsApp, webChat],
				[sales, whatsApp, webChat],
			]);
			expectEmittedOnlyVisits(results.routing);
			const replies = sims.routing.store.messagesOf(sales).filter(({ role }) => role === 'agent');
			const salesText =
				'Thanks for your interest! Someone from our sales team will answer here within the hour.';
			expect(replies.map(({ content }) => content)).toEqual([
				sentByAnN8n(salesText),
				sentByAnN8n(salesText),
			]);
			expect(outputs['Tell the visitor sales is coming']).toHaveLength(2);
			expect(outputs['Show agent typing']).toHaveLength(2);
			expect(outputs['AI keeps answering'].map(({ id }) => id)).toEqual([webChat, webChat]);
			// Nothing was written into the support conversations (the typing signal is no message).
			for (const id of [whatsApp, webChat]) {
				expect(
					sims.routing.store.messagesOf(id).filter(({ content }) => content.includes(TAG_EDGE)),
				).toEqual([]);
			}
		});

		it(`every flow polled at least ${POLLS_PER_PHASE} times after each visitor message, and nothing failed`, () => {
			const ran = NAMES.map((name) => ({
				name,
				polls: results[name].snapshots.map(({ polls: count }) => count >= POLLS_PER_PHASE),
				statuses: [...new Set(results[name].runs.executions.map(({ status }) => status))],
			}));
			expect(ran).toEqual(
				NAMES.map((name) => ({ name, polls: [true, true], statuses: ['success'] })),
			);
		});

		if (mode === 'queue') {
			it("the flows' nodes ran on the worker, the trigger's polls on the main", () => {
				const finished = (output: string) =>
					logLines(output).filter(
						({ message }) => message === `Running node "${ACTION_NODE}" finished successfully`,
					);
				expect(finished(worker?.output ?? '')).toHaveLength(4);
				expect(finished(server.process.output)).toEqual([]);
			});
		}

		it("never shows the API key: not in any execution, not in n8n's output", () => {
			for (const name of NAMES) {
				const key = sims[name].apiKey;
				expect(results[name].runs.texts.filter((text) => text.includes(key))).toEqual([]);
				expect(n8n.output).not.toContain(key);
			}
		});
	});
}

/** Creates and publishes a flow's workflow, and waits for its activation poll. */
async function publish(server: N8nServer, name: FlowName, sim: Simulator): Promise<FlowSetup> {
	const { workflow, triggerNode, visits } = FLOWS[name];
	const { id } = await server.createWorkflow(workflow(credentialNamed(name)));
	const seen = pollCount(sim);
	await server.activate(id);
	await polls(sim, seen, 1);
	return { sim, workflowId: id, triggerNode, visit: visits(sim) };
}

/** A new conversation of the support agent, then a second visitor message in it. */
function oneConversation(sim: Simulator): FlowSetup['visit'] {
	let id = '';
	return (phase) => {
		const conversation =
			phase === 0
				? sim.addActivity({ agentId: SEED.agents.support, kind: 'visitor' })
				: sim.addActivity({ conversationId: id, kind: 'visitor' });
		id = conversation.id;
		return [id];
	};
}

/**
 * For the routing example: a new conversation of the sales agent, an open WhatsApp conversation of the support
 * agent (seeded), a new web-chat conversation of the support agent; then a message in each again.
 */
function routed(sim: Simulator): FlowSetup['visit'] {
	const whatsApp = [...sim.store.conversations.values()].find(
		(conversation) =>
			conversation.agentId === SEED.agents.support &&
			conversation.integrationType === 'WHATSAPP' &&
			!conversation.isResolved,
	);
	if (!whatsApp) throw new Error('the seed has no open WhatsApp conversation of the support agent');
	let ids: string[] = [];
	return (phase) => {
		if (phase === 0) {
			ids = [
				sim.addActivity({ agentId: SEED.agents.sales, kind: 'visitor' }).id,
				sim.addActivity({ conversationId: whatsApp.id, kind: 'visitor' }).id,
				sim.addActivity({ agentId: SEED.agents.support, kind: 'visitor' }).id,
			];
		} else {
			for (const conversationId of ids) sim.addActivity({ conversationId, kind: 'visitor' });
		}
		return ids;
	};
}

/** Runs a flow's phases, unpublishes it and reads what it did. */
async function runFlow(server: N8nServer, flow: FlowSetup) {
	const snapshots = await runPhases(server, flow);
	await server.deactivate(flow.workflowId);
	await server.settle(flow.workflowId);
	const runs = await triggerRuns(server, flow.workflowId, flow.triggerNode);
	// Per node, the items it output over all executions.
	const outputs: Record<string, IDataObject[]> = {};
	for (const { id } of runs.executions) {
		const { data } = await server.execution(id);
		for (const [node, nodeRuns] of Object.entries(data.resultData.runData)) {
			const items = nodeRuns.flatMap((run) => run.data?.main?.flat() ?? []);
			outputs[node] = [...(outputs[node] ?? []), ...items.map((item) => item?.json ?? {})];
		}
	}
	return { setup: flow, snapshots, runs, outputs };
}

/** The trigger emitted each visitor message once, at its own date, and nothing else. */
function expectEmittedOnlyVisits({ snapshots, runs }: FlowResult): void {
	const visits = snapshots.flatMap(({ visited }) => visited);
	expect(runs.emissions.map(eventKey).sort()).toEqual(visits.map(eventKey).sort());
}

/**
 * The poll after an own write saw the conversation's new date and read the conversation to tell who wrote
 * (the proof that the write was looked at, and left out, rather than missed); the idle polls read nothing more.
 */
function expectOwnWritesLookedAt({ setup: flow, snapshots }: FlowResult, writes: string[]): void {
	const conversation = snapshots[0].visited[0].id;
	const reads = flow.sim.requests.filter(
		(request) =>
			request.method === 'GET' && request.path === `/api/v2/conversations/${conversation}`,
	);
	for (const writtenAt of writes) {
		expect(reads.some((read) => Date.parse(read.at) > Date.parse(writtenAt))).toBe(true);
	}
	// One read for each visitor message and one for each write, none on the idle polls between.
	expect(reads.length).toBeLessThanOrEqual(2 * writes.length);
	expect(pollRequests(flow.sim).length).toBeGreaterThanOrEqual(2 * POLLS_PER_PHASE + 1);
}
