/**
 * A type-level test, run by `npm run typecheck` (so by `npm test`, which starts with it): each line under a
 * `@ts-expect-error` must stay a type error, else the type check fails on the unused directive. It proves that a
 * misspelled operation or resource key, or an operation or resource filed under another's key, fails the type
 * check rather than a test or a user. The lines that compile show the forms the code uses.
 */
import type { NodeVersionSpec } from '../../nodes/LiveChatAi/shared/node/nodeVersion';
import { defineResource, operationMap } from '../../nodes/LiveChatAi/shared/operations/resource';
import { agent } from '../../nodes/LiveChatAi/v2/actions/agent/Agent.resource';
import * as agentGet from '../../nodes/LiveChatAi/v2/actions/agent/get.operation';
import * as get from '../../nodes/LiveChatAi/v2/actions/conversation/get.operation';
import * as getMany from '../../nodes/LiveChatAi/v2/actions/conversation/getMany.operation';
import { conversation } from '../../nodes/LiveChatAi/v2/actions/conversation/Conversation.resource';
import { operations } from '../../nodes/LiveChatAi/v2/versionDescription';

const name = 'Conversation';

// As a resource file writes it: each operation under its own key.
defineResource({ resource: 'conversation', name, default: 'get', operations: { get, getMany } });

defineResource({
	resource: 'conversation',
	name,
	default: 'get',
	// @ts-expect-error a key misspelled in the resource's map
	operations: { get, getMnay: getMany },
});

defineResource({
	resource: 'conversation',
	name,
	default: 'getMany',
	// @ts-expect-error an operation of the agent resource filed under the conversation resource
	operations: { get: agentGet, getMany },
});

defineResource({
	resource: 'conversation',
	name,
	// @ts-expect-error a default that names no operation
	default: 'sendMesage',
	operations: { get, getMany },
});

// As a version writes its resources, and looks an operation up.
const resources = { agent, conversation };
export const spec = {
	version: 2,
	botLabel: 'Agent',
	defaultResource: 'agent',
	resources,
} satisfies NodeVersionSpec<typeof resources>;
export const found = operationMap(resources).conversation.getMany;

const swapped = { agent: conversation, conversation: agent };
export const misfiled = {
	version: 2,
	botLabel: 'Agent',
	defaultResource: 'agent',
	// @ts-expect-error a resource under another resource's key
	resources: swapped,
} satisfies NodeVersionSpec<typeof swapped>;

// @ts-expect-error a misspelled operation looked up in a version's map
export const misspelled = operations.conversation.getMnay;

// @ts-expect-error a misspelled resource looked up in a version's map
export const misspelledResource = operations.conversatoin;
