/**
 * One poll, from the node's poll() (LiveChatAiTrigger.node.ts) to the items it emits, read top down: the settings
 * (settings.ts: the parameters only); a first poll starts the cursor at what exists; else, unless LiveChatAI asked
 * for a wait, one agent's new events past the cursor as the event's reading gives them (shared/polling/eventReader.ts),
 * or a change event's changes (shared/polling/changes.ts), made output items named by their agent; several agents'
 * are pollAgents.ts's. A failure goes to shared/polling/failures.ts, which says when n8n hears of it.
 */
import type { IDataObject, IPollFunctions } from 'n8n-workflow';

import type { PollHealth } from '../shared/polling/failures';
import { failedPoll, mustWait } from '../shared/polling/failures';
import type { PollCursor } from '../shared/polling/newEvents';
import { readerOf } from '../shared/polling/eventReader';
import type { ChangesCursor } from '../shared/polling/changes';
import { pollChanges } from '../shared/polling/changes';
import type { AgentsCursor, AgentsState } from './pollAgents';
import { pollAgents } from './pollAgents';
import {
	agentName,
	namedByAgent,
	outputItem,
	readingTime,
	timeLeft,
	WEIGHING,
} from '../shared/polling/reading';
import type { TriggerSettings } from '../shared/polling/reading';
import { readTriggerSettings } from './settings';

/**
 * The static data a poll reads and moves: one agent's cursor (every version), several agents' (1.2 on), or one
 * agent's for a change event (1.3 on).
 */
export type PollState = Omit<AgentsState, 'cursor'> & {
	cursor?: PollCursor | AgentsCursor | ChangesCursor;
	health?: PollHealth;
};

/** The items of one poll, the cursor moved past them; null when there are none. */
export async function pollItems(
	context: IPollFunctions,
	state: PollState,
	now: number,
): Promise<IDataObject[] | null> {
	const first = state.cursor ? undefined : readTriggerSettings(context);
	if (first?.watched.scope === 'agent') {
		// First activation: what exists now is the past; nothing is emitted. A failure shows in the editor.
		// (Several agents start the same way, agent by agent, in pollAgents.) A change event's records it.
		if ('changes' in first)
			return await pollChanges(context, { ...first, watched: first.watched }, state);
		state.cursor = await readerOf(context, first, first.watched.agentId).start();
		return null;
	}
	if (mustWait(state.health, now)) return null;
	try {
		const settings = first ?? readTriggerSettings(context);
		const { watched } = settings;
		// pollAgents keeps `health` itself: a rate limit part-way fails a poll that still emits items.
		if (watched.scope !== 'agent')
			return await pollAgents(
				context,
				settings,
				state as AgentsState,
				readingTime(context, now),
				now,
			);
		const output =
			'changes' in settings
				? await pollChanges(context, { ...settings, watched }, state)
				: await readNew(context, { ...settings, watched }, state as { cursor: PollCursor }, now);
		if (state.health) delete state.health;
		return output;
	} catch (error) {
		return failedPoll(context, state, error, now);
	}
}

/** Reads one agent's new events since the cursor; moves the cursor only when it read all it had to. */
async function readNew(
	context: IPollFunctions,
	settings: TriggerSettings & { watched: { scope: 'agent' } },
	state: { cursor: PollCursor },
	started: number,
): Promise<IDataObject[] | null> {
	const { cursor } = state;
	const { agentId } = settings.watched;
	const reader = readerOf(context, settings, agentId);
	if (cursor.query !== settings.cursorQuery) {
		// Changed settings: like a new activation, what exists now is the past; nothing is emitted.
		state.cursor = await reader.start();
		return null;
	}
	const { emitted, cursor: next } = await reader.poll(cursor, {
		outOfTime: readingTime(context, started),
		weighingLeft: timeLeft(context, started, WEIGHING),
	});
	let output = emitted.map(({ item }) => outputItem(settings, item));
	if (settings.namesAgent && output.length > 0) {
		const name = await agentName(context, agentId);
		output = output.map((item) => namedByAgent(item, agentId, name));
	}
	// An unchanged cursor stays untouched, so n8n's durable scheduler has nothing to store after a quiet poll.
	if (JSON.stringify(next) !== JSON.stringify(cursor)) state.cursor = next;
	return output.length > 0 ? output : null;
}
