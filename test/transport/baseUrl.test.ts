/** The Base URL rule: the API key travels over https only (plain http to a loopback host alone). */
import { isSecureBaseUrl } from '../../nodes/LiveChatAi/shared/transport/baseUrl';
import { useSimulator } from '../simulator/testHelpers';
import { probe } from './probe';

const h = useSimulator();

it.each([
	['https://app.livechatai.com', true],
	['https://app.livechatai.com/', true],
	['https://eu.example.org:8443/api-proxy', true],
	['http://127.0.0.1:5690', true],
	['http://localhost:8080/', true],
	['http://[::1]:3000', true],
	['http://app.livechatai.com', false],
	['http://localhost.example.com', false],
	['http://127.0.0.1.example.com', false],
	['ftp://app.livechatai.com', false],
	['app.livechatai.com', false],
	['', false],
])('%s is allowed: %s', (url, allowed) => expect(isSecureBaseUrl(url)).toBe(allowed));

it('a node refuses plain http to a remote host before any request, naming the Base URL', async () => {
	const { error } = await probe(h.sim, {}, { baseUrl: 'http://app.livechatai.com' });
	expect(error?.message).toBe(
		'The credential\'s Base URL "http://app.livechatai.com" is not allowed',
	);
	expect(error?.description).toContain('https://');
	expect(h.sim.requests).toHaveLength(0);
});

it('a node sends to the Base URL with its trailing slash removed', async () => {
	const { error } = await probe(h.sim, {}, { baseUrl: `${h.sim.url}/` });
	expect(error).toBeUndefined();
	expect(h.sim.requests[0].path).toBe('/api/aibot/list');
});
