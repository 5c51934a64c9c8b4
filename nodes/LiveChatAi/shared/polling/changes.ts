/**
 * A poll of a change event (1.3 on): trigger/poll.ts calls `pollChanges` for one agent; trigger/pollAgents.ts
 * `readChanges` for each agent of several, as it reads the other events. What a poll keeps lives in the trigger's
 * cursor only (n8n's static data): per agent, its watched conversations' values (conversationStates.ts). The first
 * poll, and the first after the settings change, only records. Read top down: the cursor, the polls, then Fetch
 * Test Event's sample.
 */
import type { IDataObject, IPollFunctions } from 'n8n-workflow';

import { V2_MAX_PAGE_SIZE } from '../serviceDecisions';
import type { FoundChange, WatchedStates } from './conversationStates';
import { compareStates } from './conversationStates';
import type { ChangeSettings } from './reading';
import { agentName, namedByAgent, outputItem, POLL_REQUEST } from './reading';

export type { WatchedStates } from './conversationStates';

/** The cursor of a change event: the settings it was built for, and each agent's watched conversations. */
export interface ChangesCursor {
	query: string;
	agents: Record<string, WatchedStates>;
}

/**
 * One agent's poll: its conversations compared with the cursor's, the cursor moved to what was read. A cursor of
 * other settings (or of another event) is started afresh: nothing is emitted. Requests: the agent's list up to
 * Conversations Watched (100 a page), for a filtered event its filtered list down to the same point, and the
 * agent's name when something changed (1.2 on).
 */
export async function pollChanges(
	context: IPollFunctions,
	settings: ChangeSettings & { watched: { scope: 'agent' } },
	state: { cursor?: { query: string } },
): Promise<IDataObject[] | null> {
	const { agentId } = settings.watched;
	const cursor = state.cursor as ChangesCursor | undefined;
	const before = cursor?.query === settings.cursorQuery ? cursor.agents[agentId] : undefined;
	const { found, states } = await readChanges(context, settings, agentId, before);
	let output = found.map(({ item }) => outputItem(settings, item));
	if (settings.namesAgent && output.length > 0) {
		const name = await agentName(context, agentId);
		output = output.map((item) => namedByAgent(item, agentId, name));
	}
	// Moved once all is read and named; an unchanged cursor stays untouched (nothing for n8n to store).
	const next: ChangesCursor = { query: settings.cursorQuery, agents: { [agentId]: states } };
	if (JSON.stringify(next) !== JSON.stringify(cursor)) state.cursor = next;
	return output.length > 0 ? output : null;
}

/** One agent's changes since `before` (none: it only records), oldest activity first, and what to keep. */
export async function readChanges(
	context: IPollFunctions,
	settings: ChangeSettings,
	agentId: string,
	before: WatchedStates | undefined,
): Promise<{ found: FoundChange[]; states: WatchedStates }> {
	const watch = {
		agentId,
		event: settings.event,
		changes: settings.changes,
		request: POLL_REQUEST,
	};
	return await compareStates(context, watch, before);
}

/**
 * Fetch Test Event's sample of one agent: the most recently active conversation of the first page in the state
 * the event leads to, as if it had just changed; none if no conversation there is. Changes nothing.
 */
export async function changeSample(
	context: IPollFunctions,
	settings: ChangeSettings,
	agentId: string,
): Promise<FoundChange | undefined> {
	const changes = {
		...settings.changes,
		bound: Math.min(settings.changes.bound, V2_MAX_PAGE_SIZE),
	};
	const watch = { agentId, event: settings.event, changes, request: POLL_REQUEST };
	const { found } = await compareStates(context, watch, undefined, true);
	return found[found.length - 1];
}
