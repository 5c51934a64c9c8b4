/**
 * The scripted model's server over real HTTP: the key it asks for, the models it lists, its log, and how it
 * refuses a request the script does not fit (400 naming the problem, recorded) rather than answer wrongly.
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
const weatherResult = (callId: string) => ({
	type: 'function_call_output',
	call_id: callId,
	output: '[]',
});

describe('scripted model: the server', () => {
	const h = useScriptedModel();
	beforeEach(() =>
		h.model.play([
			{ toolCalls: [{ name: 'Weather', arguments: { city: 'Oslo' } }] },
			{ text: 'Done.' },
		]),
	);

	it('lists its models for any bearer key, and answers 401 in OpenAI’s envelope without one', async () => {
		const listed = await call(h.model, 'GET', '/v1/models', undefined, 'any-key-at-all');
		expect(listed.status).toBe(200);
		expect(listed.json).toEqual({
			object: 'list',
			data: SCRIPTED_MODELS.map((id) => ({
				id,
				object: 'model',
				created: 0,
				owned_by: 'scripted',
			})),
		});
		const refused = await call(h.model, 'POST', '/v1/responses', ask([question]), null);
		expect(refused.status).toBe(401);
		expect(refused.json).toEqual({
			error: expect.objectContaining({ code: 'invalid_api_key', message: expect.any(String) }),
		});
		expect(h.model.requests).toEqual([]);
		expect(h.model.log).toEqual(['GET /v1/models', 'POST /v1/responses']);
	});

	it('answers 404 for another path, 400 for a body that is not JSON or has no model', async () => {
		expect((await call(h.model, 'POST', '/v1/completions', {})).status).toBe(404);
		expect((await call(h.model, 'GET', '/v1/responses')).status).toBe(404);
		const notJson = await call(h.model, 'POST', '/v1/responses', '{"model":');
		expect(notJson).toMatchObject({
			status: 400,
			json: { error: { message: expect.stringContaining('JSON') } },
		});
		const noModel = await call(h.model, 'POST', '/v1/chat/completions', { messages: [] });
		expect(noModel).toMatchObject({
			status: 400,
			json: { error: { message: 'model is required' } },
		});
	});

	it('gives a retried request the same answer: the step comes from the history, not from a count', async () => {
		const first = await call(h.model, 'POST', '/v1/responses', ask([question]));
		const again = await call(h.model, 'POST', '/v1/responses', ask([question]));
		// The same calls (a new response has new item ids, as OpenAI's).
		const calls = (answer: typeof first) =>
			(
				answer.json as { output: Array<{ call_id: string; name: string; arguments: string }> }
			).output.map(({ call_id, name, arguments: args }) => ({ call_id, name, args }));
		expect(calls(again)).toEqual(calls(first));
		expect(calls(first)).toEqual([
			{ call_id: 'call_s0_0', name: 'Weather', args: '{"city":"Oslo"}' },
		]);
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
		expect(h.model.requests).toHaveLength(1);
		expect(h.model.requests[0]).toMatchObject({ error: reason });
		expect(h.model.requests[0].reply).toBeUndefined();
	});

	it('lets a step built from the history fail with its reason (a result that is not JSON)', async () => {
		h.model.play([
			{ toolCalls: [{ name: 'Weather', arguments: { city: 'Oslo' } }] },
			(request) => ({ text: String(outputJson(resultOf(request, 'Weather'))) }),
		]);
		const body = ask([
			question,
			weatherCall('call_s0_0'),
			{ type: 'function_call_output', call_id: 'call_s0_0', output: 'Sunny' },
		]);
		const answer = await call(h.model, 'POST', '/v1/responses', body);
		expect(answer.status).toBe(400);
		expect(h.model.requests[0].error).toBe('the result of Weather is not JSON: Sunny');
	});

	it('forgets the requests and the log when a new script is played', async () => {
		await call(h.model, 'POST', '/v1/responses', ask([question]));
		expect(h.model.requests).toHaveLength(1);
		h.model.play([{ text: 'Hi.' }]);
		expect(h.model.requests).toEqual([]);
		expect(h.model.log).toEqual([]);
		expect(h.model.toolResults()).toEqual([]);
	});
});
