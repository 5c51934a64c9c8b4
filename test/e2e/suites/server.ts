/**
 * The package in a running n8n (`n8n start` on loopback), seen as a user sees it: n8n loads it without a
 * complaint, offers the node (also as an AI tool) and the trigger, the credential dialog's Test succeeds with
 * the right key and fails with a wrong one, and the trigger's "Fetch Test Event" returns the newest
 * conversation.
 */
import type { Simulator } from '../../simulator';
import { SEED, SIMULATOR_IDENTITY_SECRET } from '../../simulator';
import { packageLoadReport } from '../harness/logChecks';
import { n8nLine } from '../harness/manifest';
import type { N8nServer } from '../harness/n8nServer';
import { nodeOutput, SIMPLIFIED_CONVERSATION_KEYS } from '../harness/runData';
import { expectCleanLog, useN8n } from '../harness/useN8n';
import { CREDENTIAL, NODE_TYPE, TOOL_TYPE, TRIGGER_TYPE, workflow } from '../harness/workflows';

const withTheCredential = { credentials: [expect.objectContaining({ name: 'liveChatAiApi' })] };
const names = (type: { properties: Array<{ name: string }> }) =>
	type.properties.map((property) => property.name);

// eslint-disable-next-line @n8n/community-nodes/no-hardcoded-secrets -- a key the simulator rejects, nobody's secret
const WRONG_KEY = 'lcai_sim_wrong_key_e2e';

export function serverSuite(major: 1 | 2): void {
	const setup = n8nLine(major);

	describe(`n8n ${setup.version}: the package in a running n8n (n8n start)`, () => {
		const under = useN8n(setup, 'server', {
			workflows: () => [workflow('trigger.json')],
			start: true,
		});
		let sim: Simulator;
		let server: N8nServer;
		beforeAll(() => {
			({ sim, server } = under);
		});

		// Without a warning or an error about it: the last test, over all of n8n's output.
		it('loads the package: its two nodes and its credential', () => {
			expect(packageLoadReport(server.process.output)).toEqual(
				expect.objectContaining({ nodes: 2, credentials: 1 }),
			);
		});

		it('offers the node, its AI tool variant and the trigger, with the credential', async () => {
			const ours = (await server.types('nodes')).filter((type) =>
				type.name.startsWith('n8n-nodes-livechatai.'),
			);
			expect([...new Set(ours.map((type) => type.name))].sort()).toEqual(
				[NODE_TYPE, TOOL_TYPE, TRIGGER_TYPE].sort(),
			);
			const byName = (name: string) => ours.find((type) => type.name === name)!;
			// A versioned node is listed once per version description: 1 and 1.1 share one, 2 and 2.1 another.
			const versionsOf = (name: string) =>
				ours.filter((type) => type.name === name).map((t) => t.version);
			expect(versionsOf(NODE_TYPE)).toEqual(
				expect.arrayContaining([
					[1, 1.1],
					[2, 2.1],
				]),
			);
			expect(versionsOf(NODE_TYPE)).toHaveLength(2);

			const node = ours.find(
				(type) => type.name === NODE_TYPE && JSON.stringify(type.version) === '[1,1.1]',
			)!;
			expect(node).toMatchObject({ usableAsTool: true, ...withTheCredential });
			expect(names(node)).toEqual(expect.arrayContaining(['resource', 'operation', 'chatbot']));
			const tool = byName(TOOL_TYPE);
			expect(tool).toMatchObject(withTheCredential);
			// The tool variant n8n derives lets the model describe the call.
			expect(names(tool)).toEqual(
				expect.arrayContaining(['toolDescription', 'resource', 'operation']),
			);
			expect(byName(TRIGGER_TYPE)).toMatchObject({
				version: [1, 1.1, 1.2, 1.3],
				polling: true,
				...withTheCredential,
			});

			const credential = (await server.types('credentials')).find(
				(type) => type.name === 'liveChatAiApi',
			)!;
			// n8n appends settings of its own (allowed HTTP request domains) to every credential.
			expect(names(credential).slice(0, 3)).toEqual(['apiKey', 'baseUrl', 'identitySecret']);
		});

		const testCredential = async (apiKey: string, baseUrl = sim.url) =>
			await server.call<{ status: string; message: string }>('POST', '/rest/credentials/test', {
				credentials: {
					...CREDENTIAL,
					type: 'liveChatAiApi',
					data: { apiKey, baseUrl, identitySecret: SIMULATOR_IDENTITY_SECRET },
				},
			});

		/** Each request as its line and the key it carried. */
		const keysSent = () =>
			sim.requests.map((request) => [
				`${request.method} ${request.path}`,
				request.headers.authorization,
			]);

		it("the credential's Test succeeds with the simulator's key", async () => {
			expect(await testCredential(sim.apiKey)).toEqual({
				status: 'OK',
				message: 'Connection successful!',
			});
			expect(keysSent()).toEqual([['GET /api/v2/agents', `Bearer ${sim.apiKey}`]]);
		});

		it("the credential's Test fails with a wrong key, saying why", async () => {
			expect(await testCredential(WRONG_KEY)).toEqual({
				status: 'Error',
				// n8n 2.x shows the credential's own message for a 401 (its test rules); n8n 1.x's credentials
				// tester does not find the status in the error its HTTP helper throws and shows its generic one.
				message:
					major === 2
						? 'Unauthorized access: LiveChatAI rejected the API key. Check the key (from your LiveChatAI profile page).'
						: 'Authorization failed - please check your credentials',
			});
			// n8n retries a request once on a 401 (to refresh the credential), so the service sees the wrong key twice.
			const sentWrongKey = ['GET /api/v2/agents', `Bearer ${WRONG_KEY}`];
			expect(keysSent()).toEqual([sentWrongKey, sentWrongKey]);
		});

		it("the credential's Test on a plain-http remote Base URL says it must use https, sending nothing", async () => {
			const result = await testCredential(sim.apiKey, 'http://app.livechatai.com');
			expect(result.status).toBe('Error');
			expect(result.message).toMatch(/^The Base URL must start with https:\/\//);
			expect(result.message).not.toContain(sim.apiKey);
			expect(sim.requests).toEqual([]);
		});

		it("the trigger's Fetch Test Event returns the newest conversation", async () => {
			const executionId = await server.runWorkflow('e2e-trigger', 'New activity');
			const execution = await server.waitForExecution(executionId);
			expect({ status: execution.status, mode: execution.mode }).toEqual({
				status: 'success',
				mode: 'manual',
			});
			expect(JSON.stringify(execution.data)).not.toContain(sim.apiKey);
			const items = nodeOutput(execution.data, 'New activity');
			expect(items).toHaveLength(1);
			expect(items[0].json).toMatchObject({ id: SEED.conversations.latest });
			// Options > Simplify
			expect(Object.keys(items[0].json).sort()).toEqual([...SIMPLIFIED_CONVERSATION_KEYS].sort());
			expect(sim.requests).toHaveLength(1);
			expect(sim.requests[0]).toMatchObject({
				method: 'GET',
				path: '/api/v2/conversations',
				query: { agentId: SEED.chatbots.support, sort: 'desc', page: '1' },
			});
		});

		it('n8n logged no warning or error about the package, and never printed the API key', () => {
			// n8n reports every failed credential test in its log: the https one above is provoked on purpose.
			expectCleanLog(
				under,
				/^The Base URL must start with https:\/\/ \("http:\/\/app\.livechatai\.com" does not\)/,
			);
		});
	});
}
