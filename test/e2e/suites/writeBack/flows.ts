/**
 * The write-back flows of the end-to-end proof, as a user builds them: a LiveChatAI Trigger of the version new
 * nodes get (defaults: this workflow's own writes left out) polling every 10 s, then a version 2 node writing into the conversation it emitted;
 * and the README's routing example as shipped, only its credential and its Poll Times swapped.
 */
import { SEED } from '../../../simulator';
import {
	NEW_TRIGGER_VERSION,
	pollingEvery10Seconds,
	triggerNode,
} from '../../harness/activeWorkflows';
import type { Credential, WorkflowJson } from '../../harness/workflows';
import { byId, chain, CREDENTIAL, example, NODE_TYPE } from '../../harness/workflows';

/** What each flow's action writes, to find it in the simulator's messages. */
export const REPLY_TEXT = 'Thanks for writing! A human agent is on it.';
export const SENT_TEXT = 'Forwarded by the flow: please answer this visitor.';

/** The name of the action node in the two flows made here. */
export const ACTION_NODE = 'Write back';

function triggerThen(
	name: string,
	credential: Credential,
	event: string,
	action: Record<string, unknown>,
): object {
	const parameters = { watch: 'agent', chatbot: support, event };
	const trigger = triggerNode(NEW_TRIGGER_VERSION, parameters, credential);
	const write = {
		name: ACTION_NODE,
		type: NODE_TYPE,
		typeVersion: 2,
		parameters: action,
		credentials: trigger.credentials,
	};
	return chain(name, [trigger, write]);
}

const support = byId(SEED.agents.support);
const emittedConversation = byId('={{ $json.id }}');

/** New Activity → Conversation > Reply as Human Agent in the conversation it emitted. */
export const replyFlow = (credential: Credential) =>
	triggerThen('New activity, then a human reply', credential, 'newActivity', {
		resource: 'conversation',
		operation: 'reply',
		conversationId: emittedConversation,
		message: REPLY_TEXT,
		options: {},
	});

/** New Visitor Message → Conversation > Send Message into the conversation it emitted (the AI answers it). */
export const sendFlow = (credential: Credential) =>
	triggerThen('New visitor message, then a message', credential, 'newVisitorMessage', {
		resource: 'conversation',
		operation: 'sendMessage',
		agent: support,
		question: SENT_TEXT,
		options: { conversationId: emittedConversation },
	});

export const ROUTING_EXAMPLE = 'route-new-conversations.json';

/** The routing example, with `credential` and Poll Times every 10 s in place of every minute. */
export function routingExample(credential: Credential): object {
	const workflow = pollingEvery10Seconds(example(ROUTING_EXAMPLE).workflow);
	return {
		name: workflow.name,
		settings: (workflow as WorkflowJson & { settings: object }).settings,
		connections: workflow.connections,
		nodes: workflow.nodes.map((node) => {
			const named = node.credentials?.liveChatAiApi;
			if (named && named.id !== CREDENTIAL.id) throw new Error(`${node.name}: another credential`);
			return named ? { ...node, credentials: { liveChatAiApi: { ...credential } } } : node;
		}),
	};
}
