import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { readOptions, optionsCollection } from '../../../shared/fields/optionsCollection';
import { LEGACY_QUERY } from '../../../shared/serviceDecisions';
import { responseToJson } from '../../../shared/transport/json';
import { additionalQueryParameters } from '../../../shared/legacy/additionalParameters';
import { legacyQuery } from '../../../shared/legacy/legacyRequest';

import type { OperationOption } from '../../../shared/operations/resource';
import { legacyDescription } from '../../../shared/legacy/legacyDescription';
import { bot } from '../bot';

export const resource = 'chatbot';
export const key = 'get';

export const properties: INodeProperties[] = [
	bot.locator(),
	optionsCollection([
		{
			displayName: 'Full-Page Slug',
			name: 'slug',
			type: 'string',
			default: '',
			placeholder: 'e.g. acme-help',
			description: 'Slug or ID of the full-page chatbot, for a chatbot published as a full page',
		},
	]),
	additionalQueryParameters,
];

export const option: OperationOption = {
	name: 'Get',
	action: 'Get a chatbot',
	description: legacyDescription('Get the details of a chatbot'),
};

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const slug = readOptions(this, itemIndex).text('slug');
	const query = {
		[LEGACY_QUERY.chatbotId]: bot.id(this, itemIndex),
		...(slug ? { [LEGACY_QUERY.fullPageSlug]: slug } : {}),
	};
	return responseToJson(await legacyQuery.call(this, itemIndex, '/api/aibot/detail', query));
}
