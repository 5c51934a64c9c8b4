import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { AGENT_LIST } from '../../../shared/lists/agentList';
import { readLimit, returnAllOrLimit } from '../../../shared/descriptions/returnAllOrLimit';
import { readList } from '../../../shared/lists/readList';
import { withRequestOptions } from '../../../shared/descriptions/requestOptions';

const properties: INodeProperties[] = [...returnAllOrLimit()];

export const description = updateDisplayOptions(
	{ show: { resource: ['agent'], operation: ['getMany'] } },
	withRequestOptions(properties),
);

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const limit = readLimit(this, itemIndex);
	return await readList.call(this, AGENT_LIST, limit, itemIndex);
}
