/**
 * A Base URL that is a web page (the form `webPage`: a login page, a typo'd proxy; every route answers 200
 * `text/html`): the credential's Test fails, saying the address does not answer as the LiveChatAI API, and an
 * operation fails with the HTML page named, never with the key shown. Another API's JSON fails the Test too.
 */
/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test tooling: another service, a plain HTTP server (node:http) */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
/* eslint-enable @n8n/community-nodes/no-restricted-imports */

import { testCredential } from '../harness/credentialTest';
import { useSimulator } from '../simulator/testHelpers';
import { v2Parameters, VALID_INPUT } from '../nodes/validParameters';
import { runV2 } from '../nodes/v2/v2Operations';

const h = useSimulator();

const NOT_THE_API = /^This address does not answer as the LiveChatAI API/;

it('the credential Test fails for a web page at the Base URL, without showing the key', async () => {
	h.sim.setForms({ webPage: true });
	const result = await testCredential({ apiKey: h.sim.apiKey, baseUrl: h.sim.url });
	expect(result).toEqual({ status: 'Error', message: expect.stringMatching(NOT_THE_API) });
	expect(result.message).not.toContain(h.sim.apiKey);
	expect(h.sim.requests.map((request) => request.status)).toEqual([200]);
});

it.each([
	['another API', { ok: true, items: [] }],
	['JSON without the list', { status: 'success' }],
])('the credential Test fails for %s answering 200', async (_, answer) => {
	const other = createServer((_request, response) => {
		response.writeHead(200, { 'Content-Type': 'application/json' });
		response.end(JSON.stringify(answer));
	});
	await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
	try {
		const { port } = other.address() as AddressInfo;
		const result = await testCredential({
			apiKey: h.sim.apiKey,
			baseUrl: `http://127.0.0.1:${port}`,
		});
		expect(result).toEqual({ status: 'Error', message: expect.stringMatching(NOT_THE_API) });
	} finally {
		await new Promise((resolve) => other.close(resolve));
	}
});

it('an operation against a web page fails, naming the HTML page and the Base URL as a cause', async () => {
	h.sim.setForms({ webPage: true });
	const { error } = await runV2(h.sim, v2Parameters('agent:get'), {
		input: VALID_INPUT.slice(0, 1),
	});
	expect(error).toMatchObject({
		httpCode: '200',
		message: 'LiveChatAI answered with an HTML page instead of JSON',
	});
	expect(error?.description).toContain('the Base URL points at a website rather than the API');
});
