/**
 * The agents a reading of several agents (pollAgents.ts) or Fetch Test Event (testEvent.ts) goes through: the
 * ones Watch names, or with All Agents the account's. A poll of one agent needs none of this.
 */
import type { IPollFunctions } from 'n8n-workflow';

import { AGENT_LIST } from '../shared/lists/agentList';
import { parameterText } from '../shared/fields/validation';
import { readList } from '../shared/lists/readList';
import type { PollRequest, Watched } from '../shared/polling/reading';

/** The agents a poll reads, with their names where the reading of them gives them (All Agents). */
export async function watchedAgents(
	context: IPollFunctions,
	watched: Watched,
	request: PollRequest,
): Promise<Map<string, string>> {
	if (watched.scope === 'allAgents') return await accountAgents(context, request);
	const ids = watched.scope === 'agents' ? watched.agentIds : [watched.agentId];
	return new Map(ids.map((id) => [id, '']));
}

/** The account's agents a poll watches with All Agents: every one not archived, with its name. */
async function accountAgents(
	context: IPollFunctions,
	request: PollRequest,
): Promise<Map<string, string>> {
	const agents = await readList.call(context, { ...AGENT_LIST, request }, undefined);
	const names = new Map<string, string>();
	for (const agent of agents) {
		const id = parameterText(agent.id);
		if (id !== '' && agent.isArchived !== true) names.set(id, parameterText(agent.name));
	}
	return names;
}
