import type { IExecuteFunctions } from 'n8n-workflow';

import { contactAgentsProperties, readContactAgents } from '../../../shared/legacy/contactAgents';
import type { OperationOption } from '../../../shared/operations/resource';
import { legacyDescription } from '../../../shared/legacy/legacyDescription';
import { bot } from '../bot';

export const resource = 'contact';
export const key = 'getAgents';

export const option: OperationOption = {
	name: 'Get Chatbots',
	action: 'Get the chatbots of a contact',
	description: legacyDescription('Get the chatbots a contact talked to'),
};

export const properties = contactAgentsProperties(bot.label);

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	return await readContactAgents.call(this, itemIndex);
}
