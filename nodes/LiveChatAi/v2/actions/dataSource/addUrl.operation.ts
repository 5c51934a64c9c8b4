import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { requiredField } from '../../../shared/dataSources/fields';

import { requireHttpUrl } from '../../../shared/fields/httpUrl';
import { addDataSource } from '../dataSources';
import type { OperationOption } from '../../../shared/operations/resource';
import { bot } from '../bot';

export const resource = 'dataSource';
export const key = 'addUrl';

export const properties: INodeProperties[] = [
	bot.locator({ description: 'The agent that learns from the web page' }),
	requiredField(
		'URL',
		'url',
		'https://example.com/help/billing',
		"Address (http or https) of the web page LiveChatAI reads into the agent's knowledge. To add a whole site, get its links with Data Source > Crawl Website and add each one.",
	),
];

export const option: OperationOption = {
	name: 'Add URL',
	action: 'Add a URL data source to an AI agent',
	description: 'Teach an agent the content of a web page',
};

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const body = {
		url: requireHttpUrl(this, this.getNodeParameter('url', itemIndex, ''), 'URL', itemIndex),
		agentId: bot.id(this, itemIndex),
	};
	return await addDataSource.call(this, itemIndex, 'url', body);
}
