import type { OperationMap } from '../../shared/operation.type';
import { routerFor } from '../../shared/router';
import { agentOperations } from './agent/Agent.resource';
import { contactOperations } from './contact/Contact.resource';
import { conversationOperations } from './conversation/Conversation.resource';

/** Version 2's operations by resource, as the Resource and Operation dropdowns name them. */
export const operations: OperationMap = {
	agent: agentOperations,
	contact: contactOperations,
	conversation: conversationOperations,
};

export const router = routerFor(operations);
