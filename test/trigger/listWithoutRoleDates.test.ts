/**
 * The trigger's per-role events (New Visitor Message, New Agent Answer, New Human Agent Message) where the
 * conversation list gives no `lastVisitorMessageDate` / `lastBotMessageDate` / `lastAgentMessageDate`: the
 * published list's example shows only `lastMessageDate`, so the real service may send the list that way. The
 * events must still fire, once each, from the conversations' messages (one request per conversation with new
 * activity), and n8n's log says once why the trigger reads them. With the dates listed, nothing more is read.
 * Polls go through n8n-core's real PollContext against the simulator over HTTP.
 */
import { logLines } from '../harness/logCapture';
import { activatedTrigger, emittedIds } from '../harness/pollTrigger';
import { SEED } from '../simulator';
import { useSimulator } from '../simulator/testHelpers';

const h = useSimulator();

const conversationId = SEED.conversations.tiedOlder[0];

type Kind = 'visitor' | 'bot' | 'agent';

/** One message of `kind` in the conversation, a second and a quarter after the last. */
function writes(kind: Kind) {
	h.sim.clock.advance(1250);
	h.sim.addActivity({ conversationId, kind });
}

const missingFieldWarnings = () =>
	logLines.filter((line) => /conversation list gives no last\w+Date/.test(line));

/** The conversation detail reads since the requests were last cleared. */
const detailReads = () =>
	h.sim.requests.filter((r) => r.path === `/api/v2/conversations/${conversationId}`).length;

beforeEach(() => {
	logLines.length = 0;
});

describe.each<[string, Kind, Kind[]]>([
	['newVisitorMessage', 'visitor', ['bot', 'agent']],
	['newBotMessage', 'bot', ['visitor', 'agent']],
	['newAgentMessage', 'agent', ['visitor', 'bot']],
])('%s from a list without the per-role dates', (event, itsKind, otherKinds) => {
	it('fires once for each message of its role, never for the others, and warns once', async () => {
		h.sim.setMessageReporting({ withoutRoleDates: true });
		const trigger = await activatedTrigger(h.sim, { event }, 'default', 1.3);
		for (let round = 0; round < 2; round++) {
			for (const other of otherKinds) {
				writes(other);
				expect(await trigger.poll()).toBeNull();
			}
			writes(itsKind);
			expect(emittedIds(await trigger.poll())).toEqual([conversationId]);
			expect(await trigger.poll()).toBeNull();
		}
		expect(missingFieldWarnings()).toHaveLength(1);
	});
});

describe('the cost', () => {
	it('with the dates listed, a workflow that writes nothing reads no messages', async () => {
		const trigger = await activatedTrigger(h.sim, { event: 'newVisitorMessage' }, 'default', 1.3);
		writes('bot');
		writes('visitor');
		expect(emittedIds(await trigger.poll())).toEqual([conversationId]);
		expect(detailReads()).toBe(0);
		expect(missingFieldWarnings()).toEqual([]);
	});

	it('without them, one read per conversation with new activity, none on an idle poll', async () => {
		h.sim.setMessageReporting({ withoutRoleDates: true });
		const trigger = await activatedTrigger(h.sim, { event: 'newVisitorMessage' }, 'default', 1.3);
		writes('visitor');
		expect(emittedIds(await trigger.poll())).toEqual([conversationId]);
		expect(detailReads()).toBe(1);
		h.sim.clearRequests();
		expect(await trigger.poll()).toBeNull();
		expect(detailReads()).toBe(0);
	});
});
