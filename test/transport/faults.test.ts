/**
 * Each fault of the service or the network gives a clear error, never a crash, and the API key shows nowhere.
 * The transport's waits before a retry pass on a manual clock. (Added latency answering: every request of
 * test/nodes/shared/returnAll.test.ts.)
 */
import type { ICredentialDataDecryptedObject } from 'n8n-workflow';

import { logLines } from '../harness/logCapture';
import { useManualClock } from '../harness/manualClock';
import type { Fault } from '../simulator';
import { startSimulator } from '../simulator';
import { useSimulator } from '../simulator/testHelpers';
import { everythingIn, probe } from './probe';

const h = useSimulator();
const clock = useManualClock();

const WRONG_KEY = 'lcai_wrong_key_for_the_test';
const CUT = 'The connection to LiveChatAI was cut before the response was complete';
const errorsSeen: unknown[] = [];
/** Breaks something; resolves to what the credential then holds differently. */
type SetUp = () => Promise<Partial<ICredentialDataDecryptedObject>> | object;
const fault =
	(injected: Fault): SetUp =>
	() => {
		h.sim.injectFault({ path: '/api/aibot/list', fault: injected });
		return {};
	};
const refusedConnection: SetUp = async () => {
	const closed = await startSimulator();
	await closed.close();
	return { baseUrl: closed.url };
};

const BACKOFF = [500, 1000, 2000];

it.each<[string, SetUp, object, number[]?]>([
	[
		'malformed JSON',
		fault({ kind: 'malformedJson' }),
		{
			message: 'LiveChatAI sent a malformed JSON response',
			description: expect.stringContaining('HTTP 200'),
		},
	],
	[
		'an HTML error page',
		fault({ kind: 'html', status: 502 }),
		{ message: 'LiveChatAI answered with an HTML page instead of JSON', httpCode: '502' },
	],
	['an empty body', fault({ kind: 'empty' }), { message: 'LiveChatAI sent an empty response' }],
	[
		'a connection cut mid-body',
		fault({ kind: 'cutMidBody' }),
		{ message: CUT, description: expect.stringContaining('http://127.0.0.1:') },
		BACKOFF,
	],
	[
		'a 500 in the service error envelope',
		fault({ kind: 'status', status: 500, message: 'Database unavailable' }),
		{ message: 'Database unavailable', httpCode: '500' },
	],
	[
		'a refused connection',
		refusedConnection,
		{
			message: 'Could not connect to LiveChatAI',
			description: expect.stringContaining('http://127.0.0.1:'),
		},
		BACKOFF,
	],
	[
		'a wrong key',
		() => ({ apiKey: WRONG_KEY }),
		{ message: 'Unauthorized access', httpCode: '401' },
	],
])('%s', async (_, setUp, expected, retriedAfter = []) => {
	const { error } = await probe(
		h.sim,
		{},
		(await setUp()) as Partial<ICredentialDataDecryptedObject>,
	);
	errorsSeen.push(error);
	expect(error).toMatchObject({ name: 'NodeApiError', ...expected });
	expect(clock.waits).toEqual(retriedAfter);
});

it('the API key appears in no error, cause or log line of the failures above', () => {
	expect(errorsSeen).toHaveLength(7);
	for (const error of errorsSeen) {
		expect(everythingIn(error)).not.toContain(h.sim.apiKey);
		expect(everythingIn(error)).not.toContain(WRONG_KEY);
	}
	expect(logLines.length).toBeGreaterThan(0);
	expect(logLines.join('\n')).not.toContain(h.sim.apiKey);
});
