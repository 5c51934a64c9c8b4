/**
 * The setting of the activated-trigger scenarios on one poll engine: one n8n 2.x (`n8n start`) on its own user
 * folder with the engine's settings, and per scenario its own simulator (faults and revoked keys stay in their
 * scenario), credential, Error Workflow (published, as 2.x runs only a published one) and trigger workflow.
 * Scenarios that leave n8n running can so run side by side; the kill -9 one restarts n8n on the same folder.
 */
import type { Simulator } from '../../../simulator';
import { SEED, startSimulator } from '../../../simulator';
import type { Emission } from '../../harness/activeWorkflows';
import {
	createErrorWorkflow,
	createTriggerWorkflow,
	triggerRuns,
} from '../../harness/activeWorkflows';
import type { N8nVersionSetup } from '../../harness/manifest';
import type { N8nServer } from '../../harness/n8nServer';
import { logLines, N8n } from '../../harness/n8n';
import { pollerStates } from '../../harness/n8nDatabase';
import type { AddedEvent, FeedOptions } from '../../harness/triggerEvents';
import {
	ActivityFeed,
	eventKey,
	ms,
	nextPoll,
	pollRequests,
	tally,
} from '../../harness/triggerEvents';
import { credentialNamed, simulatorCredential } from '../../harness/workflows';

/**
 * n8n's settings that choose each poll engine: the default in-memory one, or the durable scheduler (all three:
 * n8n 2.41.1 reads the last only when the scheduler and its poll triggers are on).
 */
export const ENGINES = {
	default: {},
	durable: {
		N8N_SCHEDULER_ENABLED: 'true',
		N8N_SCHEDULER_POLL_TRIGGERS_ENABLED: 'true',
		N8N_POLLER_DURABLE_CURSORS_ENABLED: 'true',
	},
};

export type EngineName = keyof typeof ENGINES;

/** The agent whose conversations every scenario watches. */
export const AGENT = SEED.agents.support;

export interface Scenario {
	name: string;
	sim: Simulator;
	errorWorkflowId: string;
	workflowId: string;
}

/** What a scenario leaves to be checked, read once its workflow is unpublished and its executions ended. */
export type Outcome = Awaited<ReturnType<Bench['finish']>>;

/** A scenario run to its end: what it left, a line more for the run's log, and its checks. */
export interface Finished {
	outcome: Outcome;
	note?: string;
	verify(): void;
}

export class Bench {
	n8n!: N8n;
	/** The running n8n; a new one after each restart. */
	server!: N8nServer;
	readonly scenarios = new Map<string, Scenario>();
	/** Every scenario's outcome, for the checks over all of them (the API key nowhere). */
	readonly outcomes = new Map<string, Outcome>();
	private readonly feeds: ActivityFeed[] = [];

	constructor(
		readonly setup: N8nVersionSetup,
		readonly engine: EngineName,
	) {}

	/** Starts the simulators, n8n (owner set up) and the scenarios' workflows; none of the triggers is active. */
	async start(names: string[]): Promise<void> {
		const sims = await Promise.all(
			names.map(async () => await startSimulator({ port: 0, clock: 'real' })),
		);
		this.n8n = new N8n(this.setup, `n8n-${this.setup.version}-trigger-${this.engine}`);
		await this.n8n.importCredentials(
			names.map((name, index) => simulatorCredential(sims[index], credentialNamed(name))),
		);
		await this.restart();
		await this.server.setUpOwner();
		for (const [index, name] of names.entries()) {
			const errorWorkflowId = await createErrorWorkflow(this.server, `${name}: errors`);
			await this.server.activate(errorWorkflowId);
			const workflowId = await createTriggerWorkflow(
				this.server,
				`${name}: new activity`,
				AGENT,
				errorWorkflowId,
				credentialNamed(name),
			);
			this.scenarios.set(name, { name, sim: sims[index], errorWorkflowId, workflowId });
		}
	}

	/**
	 * `n8n start` (again) on the bench's folder with the engine's settings; signs in after a restart. A start
	 * that exits before it is ready is tried again, as a service manager would: after a kill -9 that hit an
	 * execution before it had started, n8n 2.41.1's recovery at start marks it crashed, then throws on its
	 * missing start time (insights) and exits; the next start finds it crashed already and goes on. Returns the
	 * failed starts' errors.
	 */
	async restart(): Promise<string[]> {
		const first = this.server === undefined;
		const failed: string[] = [];
		for (;;) {
			try {
				this.server = await this.n8n.start({ env: ENGINES[this.engine] });
				break;
			} catch (error) {
				const message = (error as Error).message;
				// eslint-disable-next-line @n8n/community-nodes/require-node-api-error -- test tooling: the start's own error
				if (first || failed.length >= 2 || !/exited/.test(message)) throw error;
				failed.push(startFailure(message));
			}
		}
		if (!first) await this.server.signIn();
		return failed;
	}

	/**
	 * Begins a scenario: publishes its workflow and waits for its activation poll, which only records where the
	 * trigger starts (activity before its answer is the past; 2.x activates through its publication outbox, after
	 * the REST call has returned); then activity on its simulator until it finishes (or the suite ends, should
	 * it fail).
	 */
	async begin(name: string, options: Omit<FeedOptions, 'agentId'> = {}) {
		const scenario = this.scenario(name);
		const seen = pollRequests(scenario.sim).length;
		await this.server.activate(scenario.workflowId);
		await nextPoll(scenario.sim, 30_000, seen);
		const feed = new ActivityFeed(scenario.sim, { agentId: AGENT, ...options });
		this.feeds.push(feed);
		return { scenario, sim: scenario.sim, feed };
	}

	scenario(name: string): Scenario {
		const scenario = this.scenarios.get(name);
		if (!scenario) throw new Error(`no scenario ${name}`);
		return scenario;
	}

	/**
	 * Ends a scenario: stops its activity, lets the trigger read what is left (`polls` more polls), unpublishes
	 * the workflow, waits for its executions and reads them.
	 */
	async finish(scenario: Scenario, feed: ActivityFeed, polls: number) {
		await feed.stop();
		for (let poll = 0; poll < polls; poll++) await nextPoll(scenario.sim);
		// Read on both engines: the default one must have none.
		const pollerState = (await pollerStates(this.n8n)).find(
			(row) => row.workflowId === scenario.workflowId,
		);
		await this.server.deactivate(scenario.workflowId);
		await this.server.settle(scenario.workflowId);
		const runs = await triggerRuns(this.server, scenario.workflowId);
		const errorExecutions = await this.server.executionsOf(scenario.errorWorkflowId);
		for (const { id } of errorExecutions) {
			runs.texts.push((await this.server.execution(id)).text);
		}
		// The first scheduled poll: what it had read (its answer included) was added before any poll after the
		// activation's own; the rest came later.
		const firstScheduled = pollRequests(scenario.sim)[1];
		const inGap = (event: AddedEvent) =>
			ms(event.lastMessageDate) <= ms(firstScheduled?.answeredAt);
		const gapKeys = new Set(feed.events.filter(inGap).map(eventKey));
		const inGapEmitted = (emission: Emission) => gapKeys.has(eventKey(emission));
		const events = feed.events.filter((event) => !inGap(event));
		const outcome = {
			runs,
			/** The Error Workflow's runs. */
			errorRuns: errorExecutions.length,
			/** The events added after the first scheduled poll's answer, and what became of them. */
			events,
			tally: tally(
				events,
				runs.emissions.filter((emission) => !inGapEmitted(emission)),
			),
			/**
			 * What became of the events added between the activation's poll and the first scheduled poll's answer:
			 * not the past either, so to be emitted once as well (checked apart: see the suite's test of it).
			 */
			activationGap: tally(feed.events.filter(inGap), runs.emissions.filter(inGapEmitted)),
			/** The durable scheduler's row for the trigger, read while it was active (the default engine makes none). */
			pollerState,
		};
		this.outcomes.set(scenario.name, outcome);
		return outcome;
	}

	async close(): Promise<void> {
		await Promise.all(this.feeds.map(async (feed) => await feed.stop()));
		await Promise.all([...this.scenarios.values()].map(async ({ sim }) => await sim.close()));
	}
}

/** One line on what a scenario did, for the run's log (and the README). */
export function summary(name: string, engine: EngineName, seconds: number, outcome: Outcome) {
	const { tally: t, activationGap: gap, runs, errorRuns } = outcome;
	return (
		`[e2e] ${name} (${engine}): ${seconds} s; events ${t.added} added, ${t.emitted} emitted, ` +
		`${t.duplicates.length} twice, ${t.lost.length} lost (before the first scheduled poll: ${gap.added} ` +
		`added, ${gap.lost.length} lost); ${runs.failures.length} failed executions, ` +
		`${runs.executions.filter(({ status }) => status === 'crashed').length} crashed, ${errorRuns} ` +
		`Error Workflow runs\n`
	);
}

/** The gist of a failed start: n8n's last error message before it exited. */
function startFailure(message: string): string {
	const errors = logLines(message.slice(message.indexOf('\n') + 1))
		.filter(({ level }) => level === 'error')
		.map(({ message: text }) => (text ?? '').split('\n')[0]);
	return errors.find((text) => !text.startsWith('Exiting')) ?? message.split('\n')[0];
}

/** Seconds since `start`, for the scenarios' timing report. */
export const secondsSince = (start: number) => Math.round((Date.now() - start) / 1000);
