import type { OperationMap } from '../../shared/node/operation.type';
import { agentOperations } from './agent/Agent.resource';
import { aiSuggestionOperations } from './aiSuggestion/AiSuggestion.resource';
import { analyticsOperations } from './analytics/Analytics.resource';
import { contactOperations } from './contact/Contact.resource';
import { conversationOperations } from './conversation/Conversation.resource';
import { dataSourceOperations } from './dataSource/DataSource.resource';

/** Version 2's operations by resource, as the Resource and Operation dropdowns name them. */
export const operations: OperationMap = {
	agent: agentOperations,
	aiSuggestion: aiSuggestionOperations,
	analytics: analyticsOperations,
	contact: contactOperations,
	conversation: conversationOperations,
	dataSource: dataSourceOperations,
};
