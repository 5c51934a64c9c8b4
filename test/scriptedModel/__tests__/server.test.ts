/**
 * The scripted model's server over real HTTP: the key it asks for, the models it lists, its log, and how it
 * refuses a request it cannot read or the script does not fit (4xx naming the problem) rather than answer wrongly.
 */
import { outputJson, resultOf, SCRIPTED_MODELS } from '../index';
import { call, responsesTool, useScriptedModel } from '../testHelpers';

const ask = (input: unknown[], tools = [responsesTool('Weather')]) => ({
	model: 'gpt-4.1-mini',
	input,
	tools,
});
const question = { role: 'user', content: 'Weather?' };
const weatherCall = (callId: string) => ({
	type: 'function_call',
	call_id: callId,
	name: 'Weather',
	arguments: '{"city":"Oslo"}',
});
const weatherResult = (callId: string, output = '[]') => ({
	type: 'function_call_output',
	call_id: callId,
	output,
});
const weatherCalled = (output: string) =>
	ask([question, weatherCall('call_s0_0'), weatherResult('call_s0_0', output)]);

describe('scripted model: the server', () => {
	const h = useScriptedModel();
	beforeEach(() =>
		h.model.play([
			{ toolCalls: [{ name: 'Weather', arguments: { city: 'Oslo' } }] },
			(request) => ({ text: String(outputJson(resultOf(request, 'Weather'))) }),
		]),
	);

	it('lists its models for any bearer key, answers 401 in OpenAI’s envelope without one, and logs both', async () => {
		const listed = await call(h.model, 'GET', '/v1/models', undefined, 'any-key-at-all');
		expect(listed.status).toBe(200);
		const data = SCRIPTED_MODELS.map((id) => ({
			id,
			object: 'model',
			created: 0,
			owned_by: 'scripted',
		}));
		expect(listed.json).toEqual({ object: 'list', data });
		const refused = await call(h.model, 'POST', '/v1/responses', ask([question]), null);
		expect(refused.status).toBe(401);
		expect(refused.json).toEqual({
			error: expect.objectContaining({ code: 'invalid_api_key', message: expect.any(String) }),
		});
		expect(h.model.requests).toEqual([]);
		expect(h.model.log).toEqual(['GET /v1/models', 'POST /v1/responses']);
	});

	it.each([
		['another path', 'POST', '/v1/completions', {}, 404, expect.any(String)],
		['a GET of a model endpoint', 'GET', '/v1/responses', undefined, 404, expect.any(String)],
		[
			'a body that is not JSON',
			'POST',
			'/v1/responses',
			'{"model":',
			400,
			expect.stringContaining('JSON'),
		],
		[
			'a body without a model',
			'POST',
			'/v1/chat/completions',
			{ messages: [] },
			400,
			'model is required',
		],
	])(
		'answers %s with an error, recording no model request',
		async (_, method, path, body, status, message) => {
			const answer = await call(h.model, method, path, body);
			expect(answer).toMatchObject({ status, json: { error: { message } } });
			expect(h.model.requests).toEqual([]);
		},
	);

	it('gives a retried request the same answer: the step comes from the history, not from a count', async () => {
		const calls = async () => {
			const answer = await call(h.model, 'POST', '/v1/responses', ask([question]));
			// A new response has new item ids, as OpenAI's.
			return (answer.json as { output: object[] }).output.map((item) => ({ ...item, id: '' }));
		};
		const first = await calls();
		expect(first).toEqual([expect.objectContaining({ call_id: 'call_s0_0', name: 'Weather' })]);
		expect(await calls()).toEqual(first);
		expect(h.model.requests.map((request) => request.step)).toEqual([0, 0]);
	});

	it.each([
		[
			'a tool that was not offered',
			ask([question], [responsesTool('Forecast')]),
			'step 1 calls Weather, not offered (offered: Forecast)',
		],
		[
			'a call without its result',
			ask([question, weatherCall('call_s0_0')]),
			'the history has no result for the tool calls Weather (call_s0_0)',
		],
		[
			'a call this model never made',
			ask([question, weatherCall('call_abc'), weatherResult('call_abc')]),
			'the history has a tool call this model never made: call_abc',
		],
		[
			'a step past the end of the script',
			ask([question, weatherCall('call_s1_0'), weatherResult('call_s1_0')]),
			'the script has 2 steps; this request is at step 3',
		],
		[
			'a step built from a result that is not JSON',
			weatherCalled('Sunny'),
			'the result of Weather is not JSON: Sunny',
		],
	])('refuses %s with a 400 saying so, and records why', async (_case, body, reason) => {
		const answer = await call(h.model, 'POST', '/v1/responses', body);
		expect(answer.status).toBe(400);
		expect(answer.json).toEqual({
			error: {
				message: `Scripted model: ${reason}`,
				type: 'invalid_request_error',
				param: null,
				code: 'script_mismatch',
			},
		});
		expect(h.model.requests).toEqual([expect.objectContaining({ error: reason })]);
		expect(h.model.requests[0].reply).toBeUndefined();
	});

	it('forgets the requests and the log when a new script is played', async () => {
		await call(h.model, 'POST', '/v1/responses', weatherCalled('{"sky":"snow"}'));
		expect(h.model.toolResults()).toHaveLength(1);
		h.model.play([{ text: 'Hi.' }]);
		expect(h.model.requests).toEqual([]);
		expect(h.model.log).toEqual([]);
		expect(h.model.toolResults()).toEqual([]);
	});
});
