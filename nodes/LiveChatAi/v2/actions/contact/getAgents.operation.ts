import type { IExecuteFunctions } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { contactAgentsProperties, readContactAgents } from '../../../shared/legacy/contactAgents';
import { withRequestOptions } from '../../../shared/descriptions/requestOptions';

export const description = updateDisplayOptions(
	{ show: { resource: ['contact'], operation: ['getAgents'] } },
	withRequestOptions(
		contactAgentsProperties(
			'Agent',
			'The v2 API has no such list. Get Conversations gives each conversation of the contact with its agent.',
		),
	),
);

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	return await readContactAgents.call(this, itemIndex);
}
