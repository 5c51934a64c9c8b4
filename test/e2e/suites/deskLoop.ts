/**
 * The support desk example (examples/post-handoffs-to-a-team-channel.json) published in n8n 2.x, in regular or in
 * queue mode (the triggers poll on the main, the flow runs on a worker). One conversation goes the whole way, each
 * step made through the simulator's control API (`/__sim`) as LiveChatAI's widget and dashboard would make it, the
 * next one only once the last was posted: the visitor writes and asks for a human; a human agent is assigned and
 * joins; the conversation is resolved; the visitor rates it. The team channel (a loopback server in place of the
 * webhook) gets one message per step, in order, naming the conversation (the rating: its visitor, as a score names
 * no conversation), and nothing more over the polls after. The example runs as shipped but for its Poll Times
 * (every 10 s) and its webhook URL. Where LiveChatAI's reference is silent, queue mode lets the desk go the other
 * way: the request for a human shows seconds late, a change moves no date, resolving clears the human agent.
 */
import type { IDataObject } from 'n8n-workflow';

import type { DeskBehaviour, Simulator } from '../../simulator';
import { SEED, startSimulator } from '../../simulator';
import { pollingEvery10Seconds } from '../harness/activeWorkflows';
import { packageProblems } from '../harness/logChecks';
import { n8nLine } from '../harness/manifest';
import type { N8nServer } from '../harness/n8nServer';
import { logLines, N8n } from '../harness/n8n';
import type { ProcessGroup } from '../harness/processes';
import { stopAll, waitFor } from '../harness/processes';
import type { TeamChannel } from '../harness/teamChannel';
import { startTeamChannel } from '../harness/teamChannel';
import { CONVERSATIONS_PATH } from '../harness/triggerEvents';
import type { WorkflowJson } from '../harness/workflows';
import { example, simulatorCredential } from '../harness/workflows';

type Mode = 'regular' | 'queue';

const EXAMPLE = example('post-handoffs-to-a-team-channel.json').workflow;
const PLACEHOLDER_URL = 'https://example.com/replace-with-your-team-webhook';
const POST_NODE = 'Post to the team channel';
const CSAT_PATH = '/api/v2/analytics/csat';
const SUPPORT = SEED.agents.support;

/** Polls of every trigger after the last step, over which nothing more may be posted. */
const IDLE_POLLS = 3;

/** A step's post must come within this: the next poll (10 s), the delay queue mode gives, the execution. */
const STEP_TIMEOUT_MS = 60_000;

/** How the desk behaves where the reference is silent: the simulator's way, then the other. */
const DESK: Record<Mode, Partial<DeskBehaviour>> = {
	regular: {},
	queue: { humanRequestDelayMs: 4_000, stateChangeDates: 'none', endClearsAgent: true },
};

/** One step of the loop: what it does (answering the id of what its trigger emits) and the message it posts. */
interface Step {
	trigger: string;
	act(): Promise<string>;
	text: string;
}

export function deskLoopSuite(mode: Mode): void {
	const setup = n8nLine(2);

	describe(`n8n ${setup.version} (${mode} mode): the support desk example posts each step of a handoff once`, () => {
		let sim: Simulator;
		let channel: TeamChannel;
		let n8n: N8n;
		let server: N8nServer;
		let worker: ProcessGroup | undefined;
		let steps: Step[];
		let loop: Awaited<ReturnType<typeof runLoop>>;
		let executions: Awaited<ReturnType<typeof executionsOf>>;

		beforeAll(async () => {
			sim = await startSimulator({ port: 0, clock: 'real' });
			channel = await startTeamChannel();
			await control(sim, 'desk-behaviour', DESK[mode]);
			n8n = new N8n(setup, `n8n-${setup.version}-desk-loop-${mode}`);
			await n8n.importCredentials([simulatorCredential(sim)]);
			if (mode === 'queue') ({ main: server, worker } = await n8n.startQueueMode());
			else server = await n8n.start();
			await server.setUpOwner();
			const { id } = await server.createWorkflow(exampleFor(channel.url));
			await server.activate(id);
			await waitFor('no activation poll', () => pollsSoFar(sim) >= 1 || undefined, 30_000, 200);
			steps = loopSteps(sim);
			loop = await runLoop(sim, channel, steps);
			await server.deactivate(id);
			await server.settle(id);
			executions = await executionsOf(server, id, steps);
		}, 600_000);

		afterAll(async () => {
			await stopAll();
			await channel?.close();
			await sim?.close();
		});

		it('the team channel got one message per step, in order, each naming its conversation, and none more', () => {
			expect(channel.posts.map(({ body }) => body)).toEqual(steps.map(({ text }) => ({ text })));
			for (const post of channel.posts) {
				expect(post).toMatchObject({ method: 'POST', path: new URL(channel.url).pathname });
				expect(post.contentType).toContain('application/json');
			}
			expect(loop.polledAfter).toBeGreaterThanOrEqual(IDLE_POLLS);
		});

		it("each step started one execution, of its own trigger, emitting the step's conversation or score", () => {
			expect(executions.runs).toEqual(
				steps.map(({ trigger }, index) => ({
					trigger,
					status: 'success',
					emitted: [loop.emitted[index]],
					posted: true,
				})),
			);
		});

		it('every trigger went on polling after the last step, on the agents of the whole account', () => {
			// Human Requested, Human Joined and Conversation Resolved each read the agent's list at every poll.
			expect(loop.listReadsAfter).toBeGreaterThanOrEqual(3 * IDLE_POLLS);
			const agents = new Set(
				sim.requests.filter(({ path }) => path === CSAT_PATH).map(({ query }) => query.agentId),
			);
			expect(agents.size).toBeGreaterThan(1);
		});

		if (mode === 'queue') {
			it('the posts were sent from the worker, none from the main', () => {
				const finished = (output: string) =>
					logLines(output).filter(
						({ message }) => message === `Running node "${POST_NODE}" finished successfully`,
					);
				expect(finished(worker?.output ?? '')).toHaveLength(steps.length);
				expect(finished(server.process.output)).toEqual([]);
			});
		}

		it('n8n logged no problem with the package and never showed the API key', () => {
			expect(packageProblems(n8n.output)).toEqual([]);
			const texts = executions.texts;
			expect(texts.length).toBe(steps.length);
			expect(texts.filter((text) => text.includes(sim.apiKey))).toEqual([]);
			expect(n8n.output).not.toContain(sim.apiKey);
		});
	});
}

/** The example as the editor's import saves it, posting to `url` and polling every 10 s. */
function exampleFor(url: string) {
	const placeholders = EXAMPLE.nodes.filter((node) => node.parameters.url === PLACEHOLDER_URL);
	if (placeholders.map(({ name }) => name).join() !== POST_NODE)
		throw new Error(`${EXAMPLE.name}: not one node "${POST_NODE}" posting to the placeholder URL`);
	const workflow = pollingEvery10Seconds(EXAMPLE);
	return {
		name: workflow.name,
		settings: (workflow as WorkflowJson & { settings: object }).settings,
		connections: workflow.connections,
		nodes: workflow.nodes.map((node) =>
			node.name === POST_NODE ? { ...node, parameters: { ...node.parameters, url } } : node,
		),
	};
}

/** A route of the simulator's control API, as a tester drives it: POST `/__sim/<route>`; its answer. */
async function control(sim: Simulator, route: string, body: object = {}): Promise<IDataObject> {
	const response = await fetch(`${sim.url}/__sim/${route}`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify(body),
		signal: AbortSignal.timeout(10_000),
	});
	const answer = (await response.json()) as IDataObject;
	if (response.status !== 200)
		throw new Error(`POST /__sim/${route}: HTTP ${response.status} ${JSON.stringify(answer)}`);
	return answer;
}

/** Answered first pages of the support agent's reads of `path` whose query holds `query`. */
function firstPages(sim: Simulator, path: string, query: Record<string, string> = {}) {
	return sim.requests.filter(
		(request) =>
			request.path === path &&
			request.answeredAt !== undefined &&
			request.query.agentId === SUPPORT &&
			request.query.page === '1' &&
			Object.entries(query).every(([name, value]) => request.query[name] === value),
	);
}

/**
 * How many polls every trigger has had, counted by the two whose reads tell them apart: Human Requested's
 * filtered list and New CSAT Rating's scores (the other two read the list as Human Requested does, at each poll).
 */
const pollsSoFar = (sim: Simulator) =>
	Math.min(
		firstPages(sim, CONVERSATIONS_PATH, { resolutionStatus: 'TalkToAgent' }).length,
		firstPages(sim, CSAT_PATH).length,
	);

/** The support agent's list read without a filter: by the three conversation triggers. */
const listReads = (sim: Simulator) =>
	firstPages(sim, CONVERSATIONS_PATH).filter(({ query }) => query.resolutionStatus === undefined)
		.length;

/**
 * The loop's steps on the most recently active open conversation of the support agent that no human agent has
 * joined, of a visitor with a name: the visitor writes and asks for a human, Sam is assigned and joins, the
 * conversation is resolved, the visitor gives 5 out of 5. The texts are what the example's messages say of it.
 */
function loopSteps(sim: Simulator): Step[] {
	const visitorOf = (contactId: string | null) => sim.store.contacts.get(contactId ?? '')?.name;
	const conversation = [...sim.store.conversations.values()]
		.filter(
			(each) =>
				each.agentId === SUPPORT &&
				!each.isResolved &&
				!each.isAgent &&
				each.assignedUserId === null &&
				each.resolutionStatus !== 'TalkToAgent' &&
				visitorOf(each.contactId),
		)
		.sort((a, b) => Date.parse(b.lastMessageDate) - Date.parse(a.lastMessageDate))[0];
	if (!conversation)
		throw new Error('the seed has no open conversation of a named visitor to hand over');
	const { id } = conversation;
	const visitor = visitorOf(conversation.contactId)!;
	const agent = sim.store.chatbots.get(conversation.agentId)?.name ?? '';
	const human = sim.store.users.get(SEED.users.agent)!;
	const at = `conversations/${id}`;
	const comment = `${human.name} sorted it out, thanks!`;
	const on = `${visitor} on ${agent}`;
	return [
		{
			trigger: 'Human requested',
			async act() {
				await control(sim, 'activity', { conversationId: id, kind: 'visitor' });
				await control(sim, `${at}/request-human`);
				return id;
			},
			text: `${visitor} asks for a human agent on ${agent} (conversation ${id}, ${conversation.integrationType})`,
		},
		{
			trigger: 'Human joined',
			async act() {
				await control(sim, `${at}/assign`, { userId: human.id });
				await control(sim, `${at}/join`);
				return id;
			},
			text: `${human.name} joined the conversation with ${on} (conversation ${id})`,
		},
		{
			trigger: 'Conversation resolved',
			async act() {
				await control(sim, `${at}/resolve`);
				return id;
			},
			text: `The conversation with ${on} is resolved (conversation ${id})`,
		},
		{
			trigger: 'New CSAT rating',
			async act() {
				const score = { agentId: conversation.agentId, conversationId: id, score: 5, comment };
				return String((await control(sim, 'csat', score)).id);
			},
			text: `${visitor} rated ${agent} 5 out of 5: ${comment}`,
		},
	];
}

/**
 * Each step in turn, the next once the channel has the last one's post; then IDLE_POLLS polls of every trigger.
 * What each step's trigger emits, the polls after the last step, and the reads of the list over them.
 */
async function runLoop(sim: Simulator, channel: TeamChannel, steps: Step[]) {
	const emitted: string[] = [];
	for (const [index, step] of steps.entries()) {
		emitted.push(await step.act());
		await waitFor(
			() =>
				`no post after "${step.trigger}" within ${STEP_TIMEOUT_MS / 1000} s: ${channel.posts.length} posts`,
			() => channel.posts.length > index || undefined,
			STEP_TIMEOUT_MS,
			200,
		);
	}
	const [polls, reads] = [pollsSoFar(sim), listReads(sim)];
	await waitFor(
		`fewer than ${IDLE_POLLS} polls after the last step`,
		() => pollsSoFar(sim) >= polls + IDLE_POLLS || undefined,
		(IDLE_POLLS + 3) * 10_000,
		200,
	);
	return { emitted, polledAfter: pollsSoFar(sim) - polls, listReadsAfter: listReads(sim) - reads };
}

/**
 * The workflow's executions, oldest first: the trigger (of the steps') that started each, its status, what it
 * emitted, whether it posted; and each one's stored data as text.
 */
async function executionsOf(server: N8nServer, workflowId: string, steps: Step[]) {
	const runs: Array<{ trigger?: string; status: string; emitted: string[]; posted: boolean }> = [];
	const texts: string[] = [];
	for (const { id, status } of await server.executionsOf(workflowId)) {
		const { data, text } = await server.execution(id);
		texts.push(text);
		const runData = data.resultData.runData;
		const trigger = steps.map((step) => step.trigger).find((name) => name in runData);
		const items = (runData[trigger ?? ''] ?? []).flatMap((run) => run.data?.main?.[0] ?? []);
		runs.push({
			trigger,
			status,
			emitted: items.map((item) => String(item.json.id)),
			posted: POST_NODE in runData,
		});
	}
	return { runs, texts };
}
