/**
 * Contract rows of the deprecated /api/aibot/ endpoints the node still calls (see ../types.ts). Three have a
 * published page (reply, data-source/pdf, data-source/delete), none with an answer body; the others are named
 * only by the service's interface and its decisions (nodes/LiveChatAi/shared/serviceDecisions.ts). The node
 * passes their answers through whole, so it reads no field of them.
 */
import { SEED } from '../../simulator';
import type { ContractRow, NoReference, Sender } from '../types';
import { LEGACY_PAGES } from './pages';

const UNPUBLISHED: NoReference = {
	none: 'no published page: the parameter names are the decisions of shared/serviceDecisions.ts',
};

/** A legacy row: no answer body published, none read. */
const legacy = (row: Omit<ContractRow, 'example' | 'reads'>): ContractRow => ({
	...row,
	example: null,
	reads: [],
});

const CHATBOT = { chatbotId: 'text' } as const;

/** A legacy row whose one query parameter names the chatbot ([decision] `chatbotId`). */
const byChatbot = (endpoint: string, ...senders: Sender[]): ContractRow =>
	legacy({
		endpoint,
		reference: UNPUBLISHED,
		query: CHATBOT,
		sends: senders.map((by) => ({ by, query: ['chatbotId'] })),
	});

/** An unpublished legacy write whose one sender sends every field its row names. */
const bodyOf = (endpoint: string, by: Sender, body: string[]): ContractRow =>
	legacy({ endpoint, reference: UNPUBLISHED, body, sends: [{ by, body }] });

export const LEGACY_ROWS: ContractRow[] = [
	bodyOf('POST /api/aibot/create', 'v1 chatbot:create', ['name', 'isLiveChatEnabled']),
	legacy({
		endpoint: 'GET /api/aibot/list',
		reference: UNPUBLISHED,
		sends: [{ by: 'v1 chatbot:getMany' }],
	}),
	legacy({
		endpoint: 'GET /api/aibot/detail',
		reference: UNPUBLISHED,
		query: { ...CHATBOT, slug: 'text' },
		sends: [
			{
				by: 'v1 chatbot:get',
				parameters: { options: { slug: 'support' } },
				query: ['chatbotId', 'slug'],
			},
		],
	}),
	byChatbot('DELETE /api/aibot/delete', 'v1 chatbot:delete'),
	byChatbot(
		'GET /api/aibot/counts/chat',
		'v1 chatbot:getChatCount',
		'v2 agent:getConversationCount',
	),
	byChatbot(
		'GET /api/aibot/counts/messages',
		'v1 chatbot:getMessageCount',
		'v2 agent:getMessageCount',
	),
	legacy({
		endpoint: 'POST /api/aibot/reply',
		reference: LEGACY_PAGES.reply,
		body: ['question', 'chatbotId', 'chatId', 'streaming'],
		sends: [
			{
				by: 'v1 chatbot:sendMessage',
				// Stream Response off sends no `streaming`; on, the answer is a stream.
				parameters: { options: { chatId: SEED.chats.support } },
				body: ['question', 'chatbotId', 'chatId'],
			},
		],
	}),
	legacy({
		endpoint: 'GET /api/aibot/chat/detail',
		reference: UNPUBLISHED,
		query: { chatId: 'text' },
		sends: [{ by: 'v1 chat:get', query: ['chatId'] }],
	}),
	legacy({
		endpoint: 'GET /api/aibot/contact/agent',
		reference: UNPUBLISHED,
		query: { contactId: 'text' },
		sends: [
			{ by: 'v1 contact:getAgents', query: ['contactId'] },
			{ by: 'v2 contact:getAgents', query: ['contactId'] },
		],
	}),
	legacy({
		endpoint: 'GET /api/aibot/data-source/items',
		reference: UNPUBLISHED,
		query: { ...CHATBOT, source: ['WEBSITE', 'TEXT', 'QA', 'ALL'] },
		sends: [{ by: 'v1 dataSource:getMany', query: ['chatbotId', 'source'] }],
	}),
	legacy({
		endpoint: 'POST /api/aibot/data-source/delete',
		reference: LEGACY_PAGES.delete,
		body: ['chatbotId', 'source', 'id', 'ids'],
		sends: [{ by: 'v1 dataSource:delete', body: ['chatbotId', 'source', 'id'] }],
	}),
	legacy({
		endpoint: 'POST /api/aibot/data-source/pdf',
		reference: LEGACY_PAGES.pdf,
		body: ['title', 'content', 'chatbotId'],
		sends: [{ by: 'v1 dataSource:addPdf', body: ['title', 'content', 'chatbotId'] }],
	}),
	legacy({
		endpoint: 'POST /api/aibot/data-source/qa',
		reference: UNPUBLISHED,
		body: ['question', 'answer', 'chatbotId', 'isGeneratedByAI'],
		sends: [
			{ by: 'v1 dataSource:addQa', body: ['question', 'answer', 'chatbotId', 'isGeneratedByAI'] },
		],
	}),
	legacy({
		endpoint: 'PUT /api/aibot/data-source/qa',
		reference: UNPUBLISHED,
		body: ['id', 'question', 'answer', 'chatbotId', 'isGeneratedByAI'],
		sends: [{ by: 'v1 dataSource:updateQa', body: ['id', 'question', 'answer', 'chatbotId'] }],
	}),
	bodyOf('POST /api/aibot/data-source/text', 'v1 dataSource:addText', [
		'title',
		'content',
		'chatbotId',
	]),
	bodyOf('POST /api/aibot/data-source/url', 'v1 dataSource:addUrl', ['url', 'chatbotId']),
	legacy({
		endpoint: 'POST /api/aibot/scrape',
		reference: UNPUBLISHED,
		body: ['url', 'limit', 'streaming'],
		sends: [
			{ by: 'v1 website:crawl', body: ['url', 'limit'] },
			{ by: 'v2 dataSource:crawlWebsite', body: ['url', 'limit'] },
		],
	}),
];
