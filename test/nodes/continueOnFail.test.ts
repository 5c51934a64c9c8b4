/**
 * Continue On Fail for every operation of both node versions: each runs with valid parameters on two items while
 * the service refuses the API key (revoked: HTTP 401). Each item comes out as an error item `{ error, message }`
 * naming the HTTP status, paired with its input item, and the run goes on. Then, for one operation, a success, a
 * service error and a refused parameter side by side, in both outputs n8n offers. (That an item which succeeds
 * after a failed one keeps its output: test/nodes/shared/concurrency.test.ts.)
 */
import { byId, runLiveChatAi } from '../harness/liveChatAi';
import { SEED } from '../simulator';
import { useSimulator } from '../simulator/testHelpers';
import { BOTH_VERSIONS } from './bothVersions';
import { v1Parameters } from './validParameters';

const h = useSimulator();

describe.each(BOTH_VERSIONS)('version $version', ({ operations, run, allItems }) => {
	it.each(operations)(
		'%s: with the key refused (HTTP 401), one error item per input item, paired with it',
		async (operation) => {
			h.sim.revokeKey(h.sim.apiKey);
			const { items, error } = await run(h.sim, operation, {}, { continueOnFail: true });
			expect(error).toBeUndefined();
			const refused = {
				error: 'Unauthorized access',
				message: expect.stringContaining('HTTP 401'),
			};
			expect(items).toEqual([0, 1].map((item) => ({ json: refused, pairedItem: { item } })));
			// Every request reached the service and was refused: the errors are the service's, not the parameters'.
			// One request per item, none retried; a Sync's first step, the read every item needs, fails once for
			// all: each item gets that one error, nothing is written.
			const once = allItems(operation)
				? [['GET', 401]]
				: [0, 1].map(() => [expect.any(String), 401]);
			expect(h.sim.requests.map((request) => [request.method, request.status])).toEqual(once);
		},
	);
});

describe('a success, a service error and a refused parameter side by side (Chatbot > Get)', () => {
	const input = [{ id: SEED.chatbots.support }, { id: 'bot_missing' }, { id: ' ' }];
	const parameters = v1Parameters('chatbot:get', { chatbot: byId('={{ $json.id }}') });
	const failures = [
		{
			json: { error: 'Chatbot not found', message: expect.stringContaining('HTTP 404') },
			pairedItem: { item: 1 },
		},
		{
			json: {
				error: "'Chatbot' is empty [item 2]",
				message: 'Pick a chatbot from the list or enter its ID.',
			},
			pairedItem: { item: 2 },
		},
	];

	it('with Continue On Fail, in input order on the one output', async () => {
		const { items, error } = await runLiveChatAi(h.sim, parameters, {
			input,
			continueOnFail: true,
		});
		expect(error).toBeUndefined();
		expect(items[0]).toMatchObject({
			json: { chatbotId: SEED.chatbots.support },
			pairedItem: { item: 0 },
		});
		expect(items.slice(1)).toEqual(failures);
		expect(h.sim.requests).toHaveLength(2);
	});

	it('with "Continue (using error output)", the failures on the error output', async () => {
		const { outputs, error } = await runLiveChatAi(h.sim, parameters, {
			input,
			errorOutput: true,
		});
		expect(error).toBeUndefined();
		expect(outputs[0].map((item) => [item.json.chatbotId, item.pairedItem])).toEqual([
			[SEED.chatbots.support, { item: 0 }],
		]);
		expect(outputs[1]).toEqual(
			failures.map(({ json, pairedItem }) => ({ json: expect.objectContaining(json), pairedItem })),
		);
	});
});
