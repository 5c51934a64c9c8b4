import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { botId, botLocator } from '../../../shared/descriptions/botLocator';
import { segment, v2Request } from '../../../shared/transport/v2Request';
import { withRequestOptions } from '../../../shared/descriptions/requestOptions';

const properties: INodeProperties[] = [
	botLocator('Agent', {
		description: 'The agent to delete, with its data sources and conversations',
	}),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['agent'], operation: ['delete'] } },
	withRequestOptions(properties),
);

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const agentId = botId(this, itemIndex, 'Agent');
	const path = `/api/v2/agents/${segment(agentId)}`;
	await v2Request.call(this, { method: 'DELETE', path, itemIndex });
	return { deleted: true, agentId };
}
