import { SIMULATOR_NO_API_PLAN_KEY } from '../simulator';
import { useSimulator } from '../simulator/testHelpers';
import { LiveChatAiApi } from '../../credentials/LiveChatAiApi.credentials';
import { CREDENTIAL_TYPE } from '../../nodes/LiveChatAi/shared/transport/request';
import { testCredential } from '../harness/credentialTest';

const h = useSimulator();

it('the nodes name the credential type as the credential declares it', () => {
	expect(new LiveChatAiApi().name).toBe(CREDENTIAL_TYPE);
});

describe('the credential test (the "Test" button of the credential dialog)', () => {
	it('succeeds with a valid key, calling GET /api/v2/agents (one agent) with the Bearer header', async () => {
		const result = await testCredential({ apiKey: h.sim.apiKey, baseUrl: h.sim.url });
		expect(result).toEqual({ status: 'OK', message: 'Connection successful!' });
		expect(h.sim.requests[0]).toMatchObject({
			method: 'GET',
			path: '/api/v2/agents',
			query: { limit: '1' },
		});
		expect(h.sim.requests[0].headers.authorization).toBe(`Bearer ${h.sim.apiKey}`);
	});

	it('fails with the service\'s "Unauthorized access" for a wrong key, without showing the key', async () => {
		const result = await testCredential({ apiKey: 'lcai_not_a_valid_key', baseUrl: h.sim.url });
		expect(result.status).toBe('Error');
		expect(result.message).toMatch(/^Unauthorized access: LiveChatAI rejected the API key/);
		expect(result.message).not.toContain('lcai_not_a_valid_key');
	});

	it('says that the plan lacks API access for a key of a plan without it', async () => {
		const result = await testCredential({ apiKey: SIMULATOR_NO_API_PLAN_KEY, baseUrl: h.sim.url });
		expect(result).toEqual({
			status: 'Error',
			message: 'The API key lacks permission. LiveChatAI’s API needs an Advanced or Expert plan.',
		});
	});

	it('says that the Base URL must use https for a plain-http remote one, sending nothing', async () => {
		const result = await testCredential({
			apiKey: h.sim.apiKey,
			baseUrl: 'http://app.livechatai.com',
		});
		expect(result.status).toBe('Error');
		expect(result.message).toMatch(/^The Base URL must start with https:\/\//);
		expect(result.message).not.toContain(h.sim.apiKey);
		expect(h.sim.requests).toHaveLength(0);
	});
});
