import type { IExecuteFunctions } from 'n8n-workflow';

import { contactAgentsProperties, readContactAgents } from '../../../shared/legacy/contactAgents';
import type { OperationOption } from '../../../shared/operations/resource';
import { legacyDescription } from '../../../shared/legacy/legacyDescription';
import { bot } from '../bot';

export const resource = 'contact';
export const key = 'getAgents';

export const option: OperationOption = {
	name: 'Get Agents',
	action: 'Get the AI agents of a contact',
	description: legacyDescription('Get the agents a contact talked to'),
};

export const properties = contactAgentsProperties(
	bot.label,
	'The v2 API has no such list. Get Conversations gives each conversation of the contact with its agent.',
);

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	return await readContactAgents.call(this, itemIndex);
}
