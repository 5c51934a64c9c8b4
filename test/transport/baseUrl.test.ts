import type { IHttpRequestOptions } from 'n8n-workflow';
import { Workflow } from 'n8n-workflow';

import { LiveChatAiApi } from '../../credentials/LiveChatAiApi.credentials';
import { isSecureBaseUrl } from '../../nodes/LiveChatAi/shared/transport/baseUrl';
import { TestCredentialsHelper } from '../harness/credentialsHelper';
import { nodeTypes } from '../harness/registry';
import { probe } from './probe';
import { useSimulator } from '../simulator/testHelpers';

const h = useSimulator();

describe('the Base URL rule', () => {
	it.each([
		'https://app.livechatai.com',
		'https://app.livechatai.com/',
		'https://eu.example.org:8443/api-proxy',
		'http://127.0.0.1:5690',
		'http://localhost:8080/',
		'http://[::1]:3000',
	])('accepts %s', (url) => expect(isSecureBaseUrl(url)).toBe(true));

	it.each([
		'http://app.livechatai.com',
		'http://localhost.example.com',
		'http://127.0.0.1.example.com',
		'ftp://app.livechatai.com',
		'app.livechatai.com',
		'',
	])('refuses %s', (url) => expect(isSecureBaseUrl(url)).toBe(false));

	it('refuses plain http to a remote host before any request, naming the Base URL', async () => {
		const { error } = await probe(
			h.sim,
			{ mode: 'items' },
			{ baseUrl: 'http://app.livechatai.com' },
		);
		expect(error?.message).toBe(
			'The credential\'s Base URL "http://app.livechatai.com" is not allowed',
		);
		expect(error?.description).toContain('https://');
		expect(h.sim.requests).toHaveLength(0);
	});

	it('sends to the Base URL with its trailing slash removed', async () => {
		const { error } = await probe(h.sim, { mode: 'items' }, { baseUrl: `${h.sim.url}/` });
		expect(error).toBeUndefined();
		expect(h.sim.requests[0].path).toBe('/api/aibot/list');
	});
});

describe("the credential's authenticate", () => {
	const credentialType = new LiveChatAiApi();
	const helper = new TestCredentialsHelper({ liveChatAiApi: credentialType }, {});
	const node = {
		id: '1',
		name: 'N',
		type: 'n8n-nodes-livechatai.liveChatAi',
		typeVersion: 1,
		position: [0, 0] as [number, number],
		parameters: {},
	};
	const workflow = new Workflow({ nodes: [node], connections: {}, active: false, nodeTypes });
	const authorizationFor = async (baseUrl: string) => {
		const options = await helper.authenticate(
			{ apiKey: 'key-123', baseUrl },
			'liveChatAiApi',
			{ url: '/api/aibot/list' } as IHttpRequestOptions,
			workflow,
			node,
		);
		return options.headers?.Authorization;
	};

	it('sends the key as a Bearer header to an https or loopback Base URL', async () => {
		expect(await authorizationFor('https://app.livechatai.com')).toBe('Bearer key-123');
		expect(await authorizationFor('http://127.0.0.1:5690')).toBe('Bearer key-123');
	});

	it('refuses a plain-http remote Base URL with the reason, whoever sends the request, without the key', async () => {
		const refusal = authorizationFor('http://app.livechatai.com');
		await expect(refusal).rejects.toThrow(
			'The Base URL must start with https:// ("http://app.livechatai.com" does not)',
		);
		await expect(refusal).rejects.not.toThrow('key-123');
	});
});
