import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { AGENT_LIST } from '../../../shared/lists/agentList';
import { readLimit, returnAllOrLimit } from '../../../shared/fields/returnAllOrLimit';
import { readList } from '../../../shared/lists/readList';
import type { OperationOption } from '../../../shared/operations/resource';
import { smallerLimit } from '../../../shared/operations/toolResultBound';

export const resource = 'agent';
export const key = 'getMany';

export const properties: INodeProperties[] = [...returnAllOrLimit()];

export const option: OperationOption = {
	name: 'Get Many',
	action: 'Get many AI agents',
	description: 'Get the agents of the account',
};

/** As a tool, the hint of a cut result (toolResultBound.ts). */
export const forMoreAsTool = smallerLimit('agents');

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const limit = readLimit(this, itemIndex);
	return await readList.call(this, AGENT_LIST, limit, itemIndex);
}
