import type {
	IDataObject,
	INodeExecutionData,
	INodeType,
	INodeTypeDescription,
	IPollFunctions,
} from 'n8n-workflow';
import { NodeConnectionTypes, NodeOperationError } from 'n8n-workflow';

import type { TriggerEvent } from './trigger/events';
import { TRIGGER_EVENTS } from './trigger/events';
import { newestConversation } from './trigger/newestConversation';
import type { PollCursor } from './trigger/pollCursor';
import type { PageReader } from './trigger/readConversations';
import { pollConversations, startCursor } from './trigger/readConversations';
import { TRIGGER_BOT_WORD, triggerProperties } from './trigger/description';
import { describeFilters, triggerItem } from './trigger/output';
import { conversationFiltersQuery } from './shared/conversations/conversationFilters';
import { listConversations } from './shared/conversations/listConversations';
import { asNodeError } from './shared/errors';
import { listSearch } from './shared/methods';
import { CREDENTIAL_TYPE } from './shared/transport/request';
import { invalidParameter, requireText } from './shared/validation';
import { pickABot } from './shared/descriptions/botLocator';

const EVENT_NAMES = Object.fromEntries(
	Object.entries(TRIGGER_EVENTS).map(([value, { name }]) => [value, name]),
);

/** Share of n8n's poll budget a poll may spend reading before it leaves the rest for the next poll. */
const POLL_BUDGET_SHARE = 0.5;

export class LiveChatAiTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'LiveChatAI Trigger',
		name: 'liveChatAiTrigger',
		icon: { light: 'file:liveChatAi.svg', dark: 'file:liveChatAi.dark.svg' },
		group: ['trigger'],
		version: [1, 1.1],
		defaultVersion: 1.1,
		subtitle: `={{ ${JSON.stringify(EVENT_NAMES)}[$parameter["event"]] }}`,
		description: "Starts the workflow on new activity in a LiveChatAI agent's conversations",
		defaults: { name: 'LiveChatAI Trigger' },
		polling: true,
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: CREDENTIAL_TYPE, required: true }],
		properties: triggerProperties,
	};

	methods = { listSearch };

	async poll(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
		const node = this.getNode();
		const manual = this.getMode() === 'manual';
		const staticData = this.getWorkflowStaticData('node') as { cursor?: PollCursor };
		const chatbot = this.getNodeParameter('chatbot', '', { extractValue: true });
		const agentId = requireText(
			node,
			chatbot,
			TRIGGER_BOT_WORD,
			undefined,
			pickABot(TRIGGER_BOT_WORD),
		);
		const event = this.getNodeParameter('event', 'newActivity') as TriggerEvent;
		const eventField = TRIGGER_EVENTS[event].field;
		const filters = this.getNodeParameter('filters', {}) as IDataObject;
		const filterQuery = conversationFiltersQuery(
			filters,
			this.getTimezone(),
			(displayName, problem, fix) => invalidParameter(node, displayName, undefined, problem, fix),
		);
		// Simplified unless turned off, as Conversation > Get Many does.
		const simplify =
			node.typeVersion < 1.1
				? ((this.getNodeParameter('options', {}) as { simplify?: boolean }).simplify ?? true)
				: (this.getNodeParameter('simplify', true) as boolean);
		const cursorQuery = JSON.stringify({ agentId, event, filterQuery });

		const readPage: PageReader = async (page) => {
			const query = { ...filterQuery, agentId, sort: 'desc' };
			const { items, totalPages } = await listConversations.call(this, query, page);
			return { conversations: items, totalPages };
		};
		const output = (conversations: IDataObject[]) =>
			conversations.length === 0
				? null
				: [
						this.helpers.returnJsonArray(
							conversations.map((conversation) => triggerItem(conversation, eventField, simplify)),
						),
					];

		try {
			if (manual) {
				const newest = await newestConversation(readPage, eventField);
				if (newest) return output([newest]);
				// Fetch Test Event: say why nothing came, rather than leave the user with an empty output.
				throw new NodeOperationError(
					node,
					`No conversation of this agent has a ${TRIGGER_EVENTS[event].name} event yet`,
					{
						description: `Looked at the newest conversations with the filters: ${describeFilters(filters)}. Start a conversation in the chat widget (or change the event or the filters), then fetch again.`,
					},
				);
			}
			const cursor = staticData.cursor;
			if (!cursor || cursor.query !== cursorQuery) {
				// First activation (or changed settings): what exists now is the past; nothing is emitted.
				staticData.cursor = await startCursor(readPage, cursorQuery, eventField);
				return null;
			}
			const budget =
				typeof this.getPollBudgetMs === 'function' ? this.getPollBudgetMs() : undefined;
			const started = Date.now();
			const outOfTime = () =>
				budget !== undefined && Date.now() - started > budget * POLL_BUDGET_SHARE;
			const { emitted, cursor: next } = await pollConversations(
				readPage,
				cursor,
				eventField,
				outOfTime,
			);
			// Only a poll that read to its end moves the cursor: a failure above leaves it where it was.
			staticData.cursor = next;
			return output(emitted);
		} catch (error) {
			const nodeError = asNodeError(node, error);
			if (manual || !staticData.cursor) throw nodeError;
			this.logger.warn(
				`LiveChatAI Trigger: the poll failed and is retried at the next one: ${nodeError.message}`,
				{
					description: nodeError.description ?? undefined,
				},
			);
			return null;
		}
	}
}
