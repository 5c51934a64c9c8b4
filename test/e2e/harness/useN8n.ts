/**
 * The setting of most suites (call inside a `describe`): a simulator, and an n8n of its own on a copy of the
 * prepared user folder, the simulator's credential (and `credentials`) and `workflows` imported, started as a
 * server with its owner set up when `start`. The simulator goes back to its seed before each test unless
 * `reset: false`; everything stops after the suite.
 */
import type { IRunExecutionData } from 'n8n-workflow';

import type { Simulator } from '../../simulator';
import { SIMULATOR_IDENTITY_SECRET, startSimulator } from '../../simulator';
import { packageProblems } from './logChecks';
import type { N8nVersionSetup } from './manifest';
import type { N8nServer } from './n8nServer';
import { N8n } from './n8n';
import { stopAll } from './processes';
import { describeRun } from './runData';
import { simulatorCredential } from './workflows';

export interface UseN8nOptions {
	workflows?: () => object[];
	credentials?: () => object[];
	/** n8n settings of every process of the folder (e.g. the folder its file nodes may read). */
	settings?: () => Record<string, string>;
	start?: boolean;
	reset?: boolean;
}

/** `name` names the n8n's folder in the run's folder, after the n8n version. */
export function useN8n(setup: N8nVersionSetup, name: string, options: UseN8nOptions = {}) {
	let sim: Simulator | undefined;
	let n8n: N8n | undefined;
	let server: N8nServer | undefined;

	beforeAll(async () => {
		sim = await startSimulator({ port: 0 });
		n8n = new N8n(setup, `n8n-${setup.version}-${name}`, options.settings?.());
		await n8n.importCredentials([simulatorCredential(sim), ...(options.credentials?.() ?? [])]);
		const workflows = options.workflows?.() ?? [];
		if (workflows.length > 0) await n8n.importWorkflows(workflows);
		if (options.start) {
			server = await n8n.start();
			await server.setUpOwner();
		}
	}, 240_000);

	afterAll(async () => {
		await stopAll();
		await sim?.close();
	});

	if (options.reset !== false) beforeEach(() => sim?.reset());

	const ready = <T>(value: T | undefined, what: string): T => {
		if (value === undefined) throw new Error(`${name}: no ${what} (see beforeAll)`);
		return value;
	};
	return {
		get sim() {
			return ready(sim, 'simulator');
		},
		get n8n() {
			return ready(n8n, 'n8n');
		},
		/** The running n8n (with `start`), its owner signed in. */
		get server() {
			return ready(server, 'running n8n');
		},
	};
}

export type N8nUnderTest = ReturnType<typeof useN8n>;

/**
 * What every suite checks last: n8n logged no warning or error about the package (but those matching
 * `provoked`), and printed neither the simulator's API key, nor its identity secret, nor any of `secrets`.
 */
export function expectCleanLog(under: N8nUnderTest, provoked?: RegExp, secrets: string[] = []) {
	const { output } = under.n8n;
	expect(packageProblems(output).filter((line) => !provoked?.test(line))).toEqual([]);
	for (const secret of [under.sim.apiKey, SIMULATOR_IDENTITY_SECRET, ...secrets]) {
		expect(output).not.toContain(secret);
	}
}

/** `n8n execute` of an imported workflow: it must succeed, and every request must carry the credential's key. */
export async function executeSucceeding(
	under: Pick<N8nUnderTest, 'n8n' | 'sim'>,
	workflowId: string,
): Promise<IRunExecutionData> {
	const { n8n, sim } = under;
	const { code, run } = await n8n.execute(workflowId);
	expect({ code, run: describeRun(run) }).toEqual({ code: 0, run: 'status success' });
	expect(sim.requests.length).toBeGreaterThan(0);
	for (const request of sim.requests) {
		expect(request.headers.authorization).toBe(`Bearer ${sim.apiKey}`);
	}
	return run.data;
}
