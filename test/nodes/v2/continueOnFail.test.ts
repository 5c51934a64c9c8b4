/**
 * Version 2, Continue On Fail for every operation: each operation its description offers runs with valid
 * parameters (those of the v2 e2e workflows) on two items while the service refuses the API key (revoked: HTTP
 * 401). Each item must come out as an error item `{ error, message }` naming the HTTP status, paired with its
 * input item, and the run must go on. (That an item which succeeds after a failed one keeps its output:
 * test/nodes/shared/concurrency.test.ts.)
 */
import { SIMULATOR_IDENTITY_SECRET } from '../../simulator';
import { useSimulator } from '../../simulator/testHelpers';
import { e2eParameters, E2E_INPUT, isAllItems, runV2, V2_OPERATIONS } from './v2Operations';

const h = useSimulator();

it('covers every operation of version 2, each with the parameters of an e2e workflow node', () => {
	expect(V2_OPERATIONS.length).toBeGreaterThanOrEqual(25);
	for (const operation of V2_OPERATIONS) {
		// Another node's output is not there in this one-node workflow: such a parameter needs an override.
		expect([operation, JSON.stringify(e2eParameters(operation))]).not.toEqual([
			operation,
			expect.stringContaining('$('),
		]);
	}
});

describe.each(V2_OPERATIONS)(
	'%s, with Continue On Fail, the key refused (HTTP 401)',
	(operation) => {
		it('outputs one error item per input item, paired with it, naming the HTTP status', async () => {
			h.sim.revokeKey(h.sim.apiKey);
			const { items, error } = await runV2(h.sim, e2eParameters(operation), {
				continueOnFail: true,
				input: E2E_INPUT,
				credentials: { identitySecret: SIMULATOR_IDENTITY_SECRET },
			});
			expect(error).toBeUndefined();
			expect(items).toEqual(
				[0, 1].map((item) => ({
					json: { error: expect.any(String), message: expect.stringContaining('HTTP 401') },
					pairedItem: { item },
				})),
			);
			expect(items[0].json.error).toBe('Unauthorized access');
			// Every request reached the service and was refused: the errors are the service's, not the parameters'.
			expect(h.sim.requests.map((request) => request.status)).toEqual(
				h.sim.requests.map(() => 401),
			);
			if (isAllItems(operation)) {
				// Its first step, the read every item needs, failed: each item gets that one error, nothing is written.
				expect(h.sim.requests.map((request) => request.method)).toEqual(['GET']);
				expect(items[1].json).toEqual(items[0].json);
			} else {
				// One request per item, none retried: the second item was tried after the first failed.
				expect(h.sim.requests).toHaveLength(E2E_INPUT.length);
			}
		});
	},
);
