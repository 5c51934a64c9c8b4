/**
 * An error as a model reads it, run as a tool against the simulator: however long LiveChatAI's message (54 kB
 * here), thrown or as a Continue On Fail item, within the bound of what a model reads, keeping the HTTP status and
 * the message's first sentence, saying how much was left out; in both node versions (version 1 quotes
 * LiveChatAI's own message in the description too). A short error is whole (test/nodes/v2/asTool.test.ts).
 */
import { TOOL_RESULT_BOUND } from '../../nodes/LiveChatAi/shared/serviceDecisions';
import { useSimulator } from '../simulator/testHelpers';
import { BOTH_VERSIONS } from './bothVersions';
import { resultBytes, TOOL_RESULT_BYTES } from './longRecords';
import { VALID_INPUT } from './validParameters';

const h = useSimulator();

const FIRST_SENTENCE = 'The request was refused by a rule of the account.';
const LONG_MESSAGE = `${FIRST_SENTENCE} ${'Stack frame at worker.js:42; '.repeat(1_900)}`;
const LEFT_OUT = /… \[[\d,]+ more characters left out\]/;

// A Get of each version, refused with a 400 whose message is 54 kB.
const GETS = [
	[1, 'chatbot:get', '/api/aibot/detail'],
	[2, 'agent:get', '/api/v2/agents/*'],
] as const;

beforeEach(() => {
	expect(Buffer.byteLength(LONG_MESSAGE)).toBeGreaterThan(54_000);
});

describe.each(GETS)('version %i, %s refused with a 54 kB message', (number, operation, path) => {
	const version = BOTH_VERSIONS[number - 1];
	// One input item, as a tool gets; version 2 reads the agent from it.
	const input = VALID_INPUT.slice(0, 1);
	const refuse = () =>
		h.sim.injectFault({ path, fault: { kind: 'status', status: 400, message: LONG_MESSAGE } });

	it('thrown: the message a model reads is within the bound, with the status and the first sentence', async () => {
		refuse();
		const { error } = await version.run(h.sim, operation, {}, { asTool: true, input });
		const message = String(error?.message);
		expect(Buffer.byteLength(message)).toBeLessThanOrEqual(TOOL_RESULT_BOUND.errorBytes);
		expect(message.startsWith(FIRST_SENTENCE)).toBe(true);
		expect(message).toContain('HTTP 400');
		expect(message).toMatch(LEFT_OUT);
		expect(message).not.toContain(h.sim.apiKey);
	});

	it('with Continue On Fail: the error item is within the bound, with the status and the first sentence', async () => {
		refuse();
		const options = { asTool: true, continueOnFail: true, input };
		const { items, error } = await version.run(h.sim, operation, {}, options);
		expect(error).toBeUndefined();
		expect(resultBytes(items)).toBeLessThanOrEqual(TOOL_RESULT_BYTES);
		expect(items).toEqual([
			{
				json: {
					error: expect.stringMatching(LEFT_OUT),
					message: expect.stringContaining('HTTP 400'),
				},
				pairedItem: { item: 0 },
			},
		]);
		expect(String(items[0].json.error).startsWith(FIRST_SENTENCE)).toBe(true);
	});

	it('in a workflow step the error is whole', async () => {
		refuse();
		const { error } = await version.run(h.sim, operation, {}, { input });
		expect(`${error?.message} ${error?.description}`.includes(LONG_MESSAGE.trim())).toBe(true);
	});
});
