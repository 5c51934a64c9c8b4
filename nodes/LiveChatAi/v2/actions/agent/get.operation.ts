import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { optionsCollection, readOptions } from '../../../shared/fields/optionsCollection';
import { segment, v2Request } from '../../../shared/transport';
import type { OperationOption } from '../../../shared/operations/resource';
import { bot } from '../bot';

export const resource = 'agent';
export const key = 'get';

const agent = bot.locator({
	description: 'The agent to get: from the list, by ID or by slug',
});

export const properties: INodeProperties[] = [
	{
		...agent,
		modes: [
			...(agent.modes ?? []),
			{
				displayName: 'By Slug',
				name: 'slug',
				type: 'string',
				placeholder: 'e.g. docs-helper',
			},
		],
	},
	optionsCollection([
		{
			displayName: 'Embed View',
			name: 'isEmbed',
			type: 'boolean',
			default: false,
			description: 'Whether to get the agent as its embedded chat widget sees it',
		},
	]),
];

export const option: OperationOption = {
	name: 'Get',
	action: 'Get an AI agent',
	description: 'Get an agent by ID or slug',
};

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const idOrSlug = bot.id(this, itemIndex);
	const qs = readOptions(this, itemIndex).flag('isEmbed', 'Embed View') ? { isEmbed: true } : {};
	const path = `/api/v2/agents/${segment(idOrSlug)}`;
	return await v2Request.call(this, { method: 'GET', path, qs, itemIndex });
}
