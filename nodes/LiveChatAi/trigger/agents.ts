import type { IDataObject, INodeProperties, IPollFunctions } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

import { AGENT_LIST } from '../shared/lists/agentList';
import { asNodeError } from '../shared/node/itemErrors';
import { parameterText } from '../shared/parameters/validation';
import type { ListRequestOptions } from '../shared/transport';
import { readList, segment, v2Request } from '../shared/transport';

/** Which agents a poll reads: one (every version), or (1.2 on) a list or all of the account's. */
export type Watched =
	| { scope: 'agent'; agentId: string }
	| { scope: 'agents'; agentIds: string[] }
	| { scope: 'allAgents' };

/** Which agents a trigger watches (1.2 on): the one picked, the ones listed, or every agent of the account. */
export type WatchScope = 'agent' | 'agents' | 'allAgents';

export const watchField: INodeProperties = {
	displayName: 'Watch',
	name: 'watch',
	type: 'options',
	noDataExpression: true,
	default: 'agent',
	options: [
		{
			name: 'All Agents',
			value: 'allAgents',
			description:
				'Every agent of the account, including agents added later (watched from when the trigger first sees them)',
		},
		{ name: 'One Agent', value: 'agent' },
		{ name: 'Several Agents', value: 'agents', description: 'The agents you pick' },
	],
};

export const agentsField: INodeProperties = {
	displayName: 'Agent Names or IDs',
	name: 'agentIds',
	type: 'multiOptions',
	typeOptions: { loadOptionsMethod: 'getAgents' },
	required: true,
	default: [],
	description:
		'The agents whose conversations to watch. Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
	displayOptions: { show: { watch: ['agents'] } },
};

/** The IDs of a Several Agents list: picked in the list, or an expression's array or comma-separated text. */
export function listedAgentIds(value: unknown): string[] {
	const entries = Array.isArray(value) ? value : String(value ?? '').split(',');
	return [...new Set(entries.map((entry) => parameterText(entry)).filter((id) => id !== ''))];
}

/** The account's agents a poll watches with All Agents: every one not archived, with its name. */
export async function accountAgents(
	context: IPollFunctions,
	request: Omit<ListRequestOptions, 'itemIndex'>,
): Promise<Map<string, string>> {
	const agents = await readList.call(context, { ...AGENT_LIST, request }, undefined);
	const names = new Map<string, string>();
	for (const agent of agents) {
		const id = parameterText(agent.id);
		if (id !== '' && agent.isArchived !== true) names.set(id, parameterText(agent.name));
	}
	return names;
}

/** The agents a poll reads, with their names where the reading of them gives them (All Agents). */
export async function watchedAgents(
	context: IPollFunctions,
	watched: Watched,
	request: Omit<ListRequestOptions, 'itemIndex'>,
): Promise<Map<string, string>> {
	if (watched.scope === 'allAgents') return await accountAgents(context, request);
	const ids = watched.scope === 'agents' ? watched.agentIds : [watched.agentId];
	return new Map(ids.map((id) => [id, '']));
}

/** An agent's name (GET /api/v2/agents/{id}), for the items of a poll that found something; null if gone. */
export async function agentName(
	context: IPollFunctions,
	agentId: string,
	request: Omit<ListRequestOptions, 'itemIndex'>,
): Promise<string | null> {
	const path = `/api/v2/agents/${segment(agentId)}`;
	try {
		const agent: IDataObject = await v2Request.call(context, { method: 'GET', path, ...request });
		return parameterText(agent.name) || null;
	} catch (error) {
		if (error instanceof NodeApiError && error.httpCode === '404') return null;
		throw asNodeError(context.getNode(), error);
	}
}
