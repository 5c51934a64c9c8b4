/**
 * The credential: its name as the nodes use it, read once per run and handed to each request, and its test (the
 * "Test" button of the credential dialog), run as n8n's credentials tester runs it, with the credential's
 * authenticate (the key as a Bearer header).
 */
import { LiveChatAiApi } from '../../credentials/LiveChatAiApi.credentials';
import { CREDENTIAL_TYPE } from '../../nodes/LiveChatAi/shared/transport/request';
import { testCredential } from '../harness/credentialTest';
import { TestCredentialsHelper } from '../harness/credentialsHelper';
import { byId, runLiveChatAi } from '../harness/liveChatAi';
import { SEED, SIMULATOR_NO_API_PLAN_KEY } from '../simulator';
import { useSimulator } from '../simulator/testHelpers';

const h = useSimulator();

it('the nodes name the credential type as the credential declares it', () => {
	expect(new LiveChatAiApi().name).toBe(CREDENTIAL_TYPE);
});

it('a run reads the credential once and hands it to each of its requests', async () => {
	TestCredentialsHelper.reads = 0;
	const input = Array.from({ length: 30 }, (_, i) => ({ question: `Q${i}?`, answer: `A${i}.` }));
	const parameters = {
		resource: 'dataSource',
		operation: 'addQa',
		agent: byId(SEED.agents.support),
		question: '={{ $json.question }}',
		answer: '={{ $json.answer }}',
	};
	const { items } = await runLiveChatAi(h.sim, parameters, { input, typeVersion: 2 });
	expect(items).toHaveLength(30);
	expect(TestCredentialsHelper.reads).toBe(1);
	const keys = new Set(h.sim.requests.map((request) => request.headers.authorization));
	expect([...keys]).toEqual([`Bearer ${h.sim.apiKey}`]);
	expect(h.sim.requests).toHaveLength(30);
});

it('the test succeeds with a valid key, calling GET /api/v2/agents (one agent) with the Bearer header', async () => {
	const result = await testCredential({ apiKey: h.sim.apiKey, baseUrl: h.sim.url });
	expect(result).toEqual({ status: 'OK', message: 'Connection successful!' });
	expect(h.sim.requests).toEqual([
		expect.objectContaining({ method: 'GET', path: '/api/v2/agents', query: { limit: '1' } }),
	]);
	expect(h.sim.requests[0].headers.authorization).toBe(`Bearer ${h.sim.apiKey}`);
});

it.each([
	[
		'a wrong key',
		{ apiKey: 'lcai_not_a_valid_key' },
		/^Unauthorized access: LiveChatAI rejected the API key/,
		true,
	],
	[
		'a key of a plan without API access',
		{ apiKey: SIMULATOR_NO_API_PLAN_KEY },
		/^The API key lacks permission. LiveChatAI’s API needs an Advanced or Expert plan.$/,
		true,
	],
	[
		'a plain-http remote Base URL',
		{ baseUrl: 'http://app.livechatai.com' },
		/^The Base URL must start with https:\/\//,
		false,
	],
])(
	'the test fails for %s, saying why and not showing the key',
	async (_, change, message, sends) => {
		const credentials = { apiKey: h.sim.apiKey, baseUrl: h.sim.url, ...change };
		const result = await testCredential(credentials);
		expect(result).toEqual({ status: 'Error', message: expect.stringMatching(message) });
		expect(result.message).not.toContain(credentials.apiKey);
		// n8n asks again once after a 401; a refused Base URL sends nothing.
		expect(h.sim.requests.length > 0).toBe(sends);
	},
);
