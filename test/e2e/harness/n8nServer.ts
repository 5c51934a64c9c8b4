/**
 * A running `n8n start` and its REST API, used as the editor uses it (cookie and browser id): the owner, stored
 * workflows run, created, published and unpublished, and the Executions list.
 */
import type { IRunExecutionData } from 'n8n-workflow';

import type { ProcessGroup } from './processes';
import { waitFor } from './processes';
import { parseFlatted } from './runData';

/** The owner `setUpOwner()` creates: the editor tests sign in with it. */
export const OWNER = {
	email: 'e2e-owner@example.com',
	// eslint-disable-next-line @n8n/community-nodes/no-hardcoded-secrets -- the throwaway owner of a test n8n
	password: 'E2e-owner-password-1',
	firstName: 'E2E',
	lastName: 'Owner',
} as const;

export interface ExecutionSummary {
	id: string;
	workflowId: string;
	status: string;
	mode: string;
	createdAt: string;
	startedAt: string | null;
	stoppedAt: string | null;
}

/** An execution with its run data parsed (none while it runs), and that data's raw text. */
export type StoredExecution = ExecutionSummary & { data: IRunExecutionData; text: string };

/** A node type as the editor's nodes panel gets it (only the fields the tests read). */
export interface NodeTypeDescription {
	name: string;
	version: number | number[];
	defaultVersion?: number;
	usableAsTool?: boolean;
	polling?: boolean;
	credentials?: Array<{ name: string }>;
	properties: Array<{ name: string }>;
}

interface StoredWorkflow {
	id: string;
	versionId: string;
	active: boolean;
}

export class N8nServer {
	private cookie = '';

	constructor(
		readonly process: ProcessGroup,
		readonly url: string,
	) {}

	async request(method: string, path: string, body?: unknown) {
		const response = await fetch(`${this.url}${path}`, {
			method,
			headers: {
				'content-type': 'application/json',
				'browser-id': 'livechatai-e2e-browser',
				...(this.cookie ? { cookie: this.cookie } : {}),
			},
			body: body === undefined ? undefined : JSON.stringify(body),
			signal: AbortSignal.timeout(30_000),
		});
		const text = await response.text();
		const auth = response.headers
			.getSetCookie()
			.map((cookie) => cookie.split(';')[0])
			.find((cookie) => cookie.startsWith('n8n-auth='));
		if (auth) this.cookie = auth;
		let json: unknown;
		try {
			json = JSON.parse(text);
		} catch {
			json = undefined;
		}
		return { status: response.status, json, text };
	}

	/** The answer's JSON, failing on any status but 200. */
	private async ok(method: string, path: string, body?: unknown): Promise<unknown> {
		const { status, json, text } = await this.request(method, path, body);
		if (status !== 200) throw new Error(`${method} ${path}: HTTP ${status} ${text.slice(0, 500)}`);
		return json;
	}

	/** What the editor loads into its nodes panel (`kind` nodes), or its credential types: plain JSON files. */
	async types(kind: 'nodes' | 'credentials'): Promise<NodeTypeDescription[]> {
		return (await this.ok('GET', `/types/${kind}.json`)) as NodeTypeDescription[];
	}

	/** The answer's `data`, failing on any status but 200. */
	async call<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
		return ((await this.ok(method, path, body)) as { data: T }).data;
	}

	/** Creates the owner account (a fresh n8n shows the set-up form) and keeps its session. */
	async setUpOwner(): Promise<void> {
		await this.call('POST', '/rest/owner/setup', OWNER);
	}

	/** Signs in as the owner `setUpOwner()` created (a restarted n8n on the same folder), keeping the session. */
	async signIn(): Promise<void> {
		// 2.x names the field emailOrLdapLoginId, 1.x email.
		const { email, password } = OWNER;
		await this.call('POST', '/rest/login', { emailOrLdapLoginId: email, email, password });
	}

	/**
	 * Runs a stored workflow as the editor's Execute button does (`POST /rest/workflows/:id/run`); with
	 * `triggerToStartFrom` as its "Fetch Test Event" for a trigger. The workflow goes along too, as n8n 1.x
	 * expects it in the body (2.x reads it from the database). `triggerData`: the trigger's output, given as the
	 * editor's chat gives a Chat Trigger the message typed in it.
	 */
	async runWorkflow(workflowId: string, startNode: string, triggerData?: object): Promise<string> {
		const workflowData = await this.call<object>('GET', `/rest/workflows/${workflowId}`);
		const result = await this.call<{ executionId?: string }>(
			'POST',
			`/rest/workflows/${workflowId}/run`,
			{ workflowData, triggerToStartFrom: { name: startNode, data: triggerData } },
		);
		if (!result.executionId) {
			throw new Error(`running ${workflowId} started no execution: ${JSON.stringify(result)}`);
		}
		return result.executionId;
	}

	async execution(executionId: string): Promise<StoredExecution> {
		const execution = await this.call<ExecutionSummary & { data?: string }>(
			'GET',
			`/rest/executions/${executionId}`,
		);
		const text = execution.data ?? '';
		return { ...execution, data: (text && parseFlatted(text)) as IRunExecutionData, text };
	}

	/** Polls the execution until it has finished (bounded) and returns it. */
	async waitForExecution(executionId: string, timeoutMs = 60_000): Promise<StoredExecution> {
		let last = '';
		return await waitFor(
			() => `execution ${executionId} did not finish within ${timeoutMs / 1000} s (${last})`,
			async () => {
				const execution = await this.execution(executionId);
				last = execution.status;
				// n8n 1.x can answer with the final status a moment before the run data is stored (no data, or an
				// empty one after a failed run): wait for both.
				const running = ['new', 'running', 'waiting', 'unknown'].includes(execution.status);
				return !running && execution.data?.resultData ? execution : undefined;
			},
			timeoutMs,
			250,
		);
	}

	/** Creates a workflow as the editor's first save does. */
	async createWorkflow(workflow: object): Promise<StoredWorkflow> {
		return await this.call<StoredWorkflow>('POST', '/rest/workflows', workflow);
	}

	/** Publishes (activates) the workflow's current version as the editor's Publish button does. */
	async activate(workflowId: string): Promise<void> {
		const { versionId } = await this.call<StoredWorkflow>('GET', `/rest/workflows/${workflowId}`);
		const path = `/rest/workflows/${workflowId}/activate`;
		const activated = await this.call<StoredWorkflow>('POST', path, { versionId });
		if (!activated.active) throw new Error(`workflow ${workflowId} is not active after activation`);
	}

	async deactivate(workflowId: string): Promise<void> {
		await this.call('POST', `/rest/workflows/${workflowId}/deactivate`, {});
	}

	/** Every execution of a workflow in the Executions list, oldest first (all pages). */
	async executionsOf(workflowId: string): Promise<ExecutionSummary[]> {
		const all: ExecutionSummary[] = [];
		let cursor: string | undefined;
		for (let page = 0; page < 100; page++) {
			const query = new URLSearchParams({ filter: JSON.stringify({ workflowId }), limit: '100' });
			if (cursor) query.set('cursor', cursor);
			const { results, nextCursor } = await this.call<{
				results: ExecutionSummary[];
				nextCursor?: string | null;
			}>('GET', `/rest/executions?${query.toString()}`);
			all.push(...results);
			if (!nextCursor) break;
			cursor = nextCursor;
		}
		return all.sort((a, b) => Number(a.id) - Number(b.id));
	}

	/** Waits (bounded) until no execution of the workflow is still running. */
	async settle(workflowId: string, timeoutMs = 30_000): Promise<void> {
		const running = ({ status }: ExecutionSummary) => ['new', 'running'].includes(status);
		await waitFor(
			`executions of ${workflowId} still running`,
			async () => !(await this.executionsOf(workflowId)).some(running),
			timeoutMs,
			500,
		);
	}
}
