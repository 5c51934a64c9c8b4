import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { runsAsTool } from '../../../shared/operations/runsAsTool';
import { qaProperties, readQa } from '../../../shared/dataSources/qaFields';
import { generatedByAiField } from '../../../shared/dataSources/fields';

import { optionsCollection, readOptions } from '../../../shared/fields/optionsCollection';
import { addDataSource } from '../dataSources';
import type { OperationOption } from '../../../shared/operations/resource';
import { bot } from '../bot';

export const resource = 'dataSource';
export const key = 'addQa';

export const properties: INodeProperties[] = [
	bot.locator({ description: 'The agent that learns the question and its answer' }),
	...qaProperties(bot.label),
	optionsCollection([
		{
			...generatedByAiField,
			description: `${generatedByAiField.description}. Without it: off in a workflow, on as an AI tool (a model wrote the pair).`,
		},
		{
			displayName: 'Related Message ID',
			name: 'relatedMessageId',
			type: 'string',
			default: '',
			placeholder: 'e.g. clx1a2b3c0000abcd1234efgh',
			description:
				"ID of the conversation message this pair answers, e.g. from an AI suggestion's aiMessage.ID",
		},
	]),
];

export const option: OperationOption = {
	name: 'Add Q&A',
	action: 'Add a Q&A data source to an AI agent',
	description: 'Teach an agent a question and its answer',
};

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const options = readOptions(this, itemIndex);
	const relatedMessageId = options.text('relatedMessageId');
	const body = {
		...readQa(this, itemIndex),
		agentId: bot.id(this, itemIndex),
		...(options.flag('isGeneratedByAI', generatedByAiField.displayName, runsAsTool(this))
			? { isGeneratedByAI: true }
			: {}),
		...(relatedMessageId ? { relatedMessageId } : {}),
	};
	return await addDataSource.call(this, itemIndex, 'qa', body);
}
