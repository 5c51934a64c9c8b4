import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { requireHttpUrl } from '../../../shared/fields/httpUrl';
import { requiredField } from '../../../shared/dataSources/fields';
import { additionalBodyFields } from '../../../shared/legacy/additionalParameters';

import { legacyBody } from '../../../shared/legacy/legacyRequest';
import type { OperationOption } from '../../../shared/operations/resource';
import { legacyDescription } from '../../../shared/legacy/legacyDescription';
import { bot } from '../bot';

export const resource = 'dataSource';
export const key = 'addUrl';

export const properties: INodeProperties[] = [
	bot.locator({ description: 'The chatbot that learns from the web page' }),
	requiredField(
		'URL',
		'url',
		'https://example.com/help/billing',
		"Address (http or https) of the web page LiveChatAI reads into the chatbot's knowledge. To add a whole site, get its links with Website > Crawl and add each one.",
	),
	additionalBodyFields,
];

export const option: OperationOption = {
	name: 'Add URL',
	action: 'Add a URL data source',
	description: legacyDescription('Teach a chatbot the content of a web page'),
};

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const fields = {
		url: requireHttpUrl(this, this.getNodeParameter('url', itemIndex, ''), 'URL', itemIndex),
		chatbotId: bot.id(this, itemIndex),
	};
	return await legacyBody.call(this, itemIndex, 'POST', '/api/aibot/data-source/url', fields);
}
