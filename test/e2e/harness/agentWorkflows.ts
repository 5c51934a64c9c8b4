/**
 * Workflows with an AI Agent whose model is the scripted model (test/scriptedModel): Manual Trigger (or a public
 * Chat Trigger) → AI Agent, with n8n's OpenAI Chat Model pointed at the scripted model through an `openAiApi`
 * credential, and LiveChatAI tool nodes (the tool variant n8n derives from the node) whose model-filled fields
 * are `$fromAI()` expressions.
 */
import type { ScriptedModel } from '../../scriptedModel';
import { CREDENTIAL, TOOL_TYPE, type WorkflowJson, type WorkflowNode } from './workflows';

/** The OpenAI credential the workflows name; `modelCredential` imports it. */
export const MODEL_CREDENTIAL = { id: 'ScriptedModel1', name: 'Scripted model (test)' } as const;

export const MODEL_KEY = 'sk-scripted-e2e';

export const AGENT = '@n8n/n8n-nodes-langchain.agent';
export const CHAT_MODEL = '@n8n/n8n-nodes-langchain.lmChatOpenAi';
export const CHAT_TRIGGER = '@n8n/n8n-nodes-langchain.chatTrigger';

/** For `n8n import:credentials`: an OpenAI credential whose Base URL is the scripted model's. */
export const modelCredential = (model: ScriptedModel) => ({
	...MODEL_CREDENTIAL,
	type: 'openAiApi',
	data: { apiKey: MODEL_KEY, url: model.baseUrl },
});

/** The name n8n gives the model for a tool node: its name, every run of other characters made `_`. */
export const toolName = (nodeName: string) => nodeName.replace(/[^a-zA-Z0-9_-]+/g, '_');

/** `{{ $fromAI(key, description, type) }}`: a field the model fills. */
export const fromAi = (key: string, description: string, type = 'string') =>
	`={{ $fromAI('${key}', '${description}', '${type}') }}`;

/** The `$fromAI(key, description, type)` calls of a node's parameters: what its tool asks the model for. */
export function fromAiFields(node: Pick<WorkflowNode, 'parameters'>) {
	const text = JSON.stringify(node.parameters);
	return [...text.matchAll(/\$fromAI\('([^']+)', '([^']+)', '([^']+)'\)/g)].map(
		([, key, description, type]) => ({ key, description, type }),
	);
}

/**
 * A tool's input schema as the model or an MCP client gets it: the fields of the node's $fromAI calls, in their
 * order, with their types and descriptions, each required.
 */
export function expectFromAiSchema(
	schema: { type?: unknown; properties?: object; required?: unknown },
	node: Pick<WorkflowNode, 'parameters'>,
): void {
	const fields = fromAiFields(node);
	const field = ({ type, description }: { type: string; description: string }) =>
		expect.objectContaining({ type, description });
	expect(schema).toMatchObject({
		type: 'object',
		properties: Object.fromEntries(fields.map((entry) => [entry.key, field(entry)])),
		required: fields.map(({ key }) => key),
	});
	expect(Object.keys(schema.properties ?? {})).toEqual(fields.map(({ key }) => key));
}

/** A tool node: its name and parameters (resource, operation, fields; n8n's tool description unless given). */
export type ToolNode = Pick<WorkflowNode, 'name' | 'parameters'>;

type PlacedNode = WorkflowNode & { id: string; position: [number, number]; webhookId?: string };

const node = (index: number, fields: Omit<PlacedNode, 'id' | 'position'>): PlacedNode => ({
	id: `0a9e7d10-0000-4000-8000-${String(index).padStart(12, '0')}`,
	position: [index * 220, index < 3 ? 0 : 300],
	...fields,
});

export interface AgentWorkflowOptions {
	id: string;
	name: string;
	/**
	 * The user message the agent gets from a Manual Trigger named Start; or, with `chatWebhookId`, the message a
	 * public Chat Trigger named Chat receives at `/webhook/<chatWebhookId>/chat`, answered by streaming.
	 */
	prompt?: string;
	chatWebhookId?: string;
	tools: ToolNode[];
	/** The AI Agent's typeVersion: the default of the n8n line under test (2.41.1: 3.1). */
	agentVersion: number;
	/** false: the model's "Use Responses API" off, so it calls Chat Completions. */
	responsesApi?: boolean;
}

export function agentWorkflow(options: AgentWorkflowOptions): WorkflowJson & { settings: object } {
	const { tools, responsesApi = true } = options;
	const nodes: PlacedNode[] = [
		options.chatWebhookId === undefined
			? node(0, {
					name: 'Start',
					type: 'n8n-nodes-base.manualTrigger',
					typeVersion: 1,
					parameters: {},
				})
			: node(0, {
					name: 'Chat',
					type: CHAT_TRIGGER,
					typeVersion: 1.4,
					webhookId: options.chatWebhookId,
					parameters: { public: true, options: { responseMode: 'streaming' } },
				}),
		node(1, {
			name: 'AI Agent',
			type: AGENT,
			typeVersion: options.agentVersion,
			parameters:
				options.prompt === undefined
					? { options: {} }
					: { promptType: 'define', text: options.prompt, options: {} },
		}),
		node(2, {
			name: 'OpenAI Chat Model',
			type: CHAT_MODEL,
			typeVersion: 1.3,
			parameters: {
				model: { __rl: true, mode: 'list', value: 'gpt-4.1-mini' },
				...(responsesApi ? {} : { responsesApiEnabled: false }),
				options: {},
			},
			credentials: { openAiApi: MODEL_CREDENTIAL },
		}),
		...tools.map((tool, index) =>
			node(3 + index, {
				name: tool.name,
				type: TOOL_TYPE,
				typeVersion: 2,
				parameters: tool.parameters,
				credentials: { liveChatAiApi: CREDENTIAL },
			}),
		),
	];
	const to = (type: string) => ({ [type]: [[{ node: 'AI Agent', type, index: 0 }]] });
	const connections: Record<string, unknown> = {
		[nodes[0].name]: to('main'),
		'OpenAI Chat Model': to('ai_languageModel'),
		...Object.fromEntries(tools.map((tool) => [tool.name, to('ai_tool')])),
	};
	return {
		id: options.id,
		name: options.name,
		nodes,
		connections,
		settings: { executionOrder: 'v1' },
	};
}

/** The output a Chat Trigger gives when a message is typed in the editor's chat (`triggerToStartFrom.data`). */
export function chatMessage(text: string, sessionId: string) {
	return {
		startTime: Date.now(),
		executionTime: 0,
		executionIndex: 0,
		source: [],
		data: { main: [[{ json: { sessionId, action: 'sendMessage', chatInput: text } }]] },
	};
}
