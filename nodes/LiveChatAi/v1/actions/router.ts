import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { asNodeError, errorJson } from '../../shared/errors';
import { aiSuggestionOperations } from './aiSuggestion/AiSuggestion.resource';
import { chatOperations } from './chat/Chat.resource';
import { chatbotOperations } from './chatbot/Chatbot.resource';
import { contactOperations } from './contact/Contact.resource';
import { conversationOperations } from './conversation/Conversation.resource';
import { dataSourceOperations } from './dataSource/DataSource.resource';
import type { OperationModule } from './operation.type';
import { websiteOperations } from './website/Website.resource';

const resources: Record<string, Record<string, OperationModule>> = {
	aiSuggestion: aiSuggestionOperations,
	chat: chatOperations,
	chatbot: chatbotOperations,
	contact: contactOperations,
	conversation: conversationOperations,
	dataSource: dataSourceOperations,
	website: websiteOperations,
};

/** Runs the chosen operation for every input item; each result is paired with its item, errors too. */
export async function router(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
	const resource = this.getNodeParameter('resource', 0) as string;
	const operation = this.getNodeParameter('operation', 0) as string;
	const module = resources[resource]?.[operation];
	if (!module) {
		throw new NodeOperationError(
			this.getNode(),
			`The operation "${operation}" of resource "${resource}" is not known`,
		);
	}

	const items = this.getInputData();
	const returnData: INodeExecutionData[] = [];
	for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
		try {
			const result = await module.execute.call(this, itemIndex);
			returnData.push(
				...this.helpers.constructExecutionMetaData(this.helpers.returnJsonArray(result), {
					itemData: { item: itemIndex },
				}),
			);
		} catch (error) {
			const nodeError = asNodeError(this.getNode(), error, itemIndex);
			if (!this.continueOnFail()) throw nodeError;
			returnData.push({ json: errorJson(nodeError), pairedItem: { item: itemIndex } });
		}
	}
	return [returnData];
}
