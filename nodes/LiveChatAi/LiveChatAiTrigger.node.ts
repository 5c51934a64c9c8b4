import type {
	INodeExecutionData,
	INodeType,
	INodeTypeDescription,
	IPollFunctions,
} from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { listSearch, loadOptions } from './shared/methods';
import { CREDENTIAL_TYPE } from './shared/transport';
import { triggerProperties } from './trigger/description';
import { TRIGGER_EVENTS } from './trigger/events';
import { pollTrigger } from './trigger/poll';

const EVENT_NAMES = Object.fromEntries(
	Object.entries(TRIGGER_EVENTS).map(([value, { name }]) => [value, name]),
);

export class LiveChatAiTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'LiveChatAI Trigger',
		name: 'liveChatAiTrigger',
		icon: { light: 'file:liveChatAi.svg', dark: 'file:liveChatAi.dark.svg' },
		group: ['trigger'],
		version: [1, 1.1, 1.2, 1.3],
		defaultVersion: 1.3,
		subtitle: `={{ ${JSON.stringify(EVENT_NAMES)}[$parameter["event"]] }}`,
		description: "Starts the workflow on new activity in LiveChatAI agents' conversations",
		defaults: { name: 'LiveChatAI Trigger' },
		polling: true,
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: CREDENTIAL_TYPE, required: true }],
		properties: triggerProperties,
	};

	methods = { listSearch, loadOptions };

	async poll(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
		return await pollTrigger(this);
	}
}
