import type { IExecuteFunctions } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { contactAgentsProperties, readContactAgents } from '../../../shared/legacy/contactAgents';
import { withRequestOptions } from '../../../shared/descriptions/requestOptions';

export const description = updateDisplayOptions(
	{ show: { resource: ['contact'], operation: ['getAgents'] } },
	withRequestOptions(contactAgentsProperties('Chatbot')),
);

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	return await readContactAgents.call(this, itemIndex);
}
