/** The legacy routes (/api/aibot/...): lists in the default list shape, `{data: [...]}`. */
import { SEED } from '../index';
import { describeRoutes, fields } from './routeContract';

const chatbotId = SEED.chatbots.support;
const elsewhere = { chatbotId: SEED.chatbots.other };
const CHATBOT = fields('id chatbotId name isLiveChatEnabled isFullPage slug createdAt updatedAt');
/** A data-source item carries the fields of its kind only. */
const item = (kind: string, more = {}) =>
	fields(`id chatbotId source type ${kind} createdAt updatedAt`, more);
const QA_ITEM = item('question answer isGeneratedByAI');
const noChatbot = (body: object) => ({
	body: { ...body, ...elsewhere },
	message: 'Chatbot not found',
});

describeRoutes('legacy routes', [
	{
		route: 'POST /api/aibot/create',
		ok: { body: { name: 'Billing Bot' } },
		answer: CHATBOT,
		invalid: { body: { name: '  ' }, message: 'name is required' },
	},
	{ route: 'GET /api/aibot/list', ok: {}, answer: { data: [CHATBOT] } },
	{
		// By chatbotId, else by the slug of a full-page chatbot.
		route: 'GET /api/aibot/detail',
		ok: { params: { slug: SEED.docsSlug } },
		answer: { ...CHATBOT, id: SEED.chatbots.docs, isFullPage: true },
		invalid: { message: 'chatbotId is required' },
		// The knowledge-base agent has a slug, but is no full-page chatbot.
		unknown: { params: { slug: SEED.knowledgeBaseSlug }, message: 'Chatbot not found' },
	},
	{
		route: 'DELETE /api/aibot/delete',
		ok: { params: { chatbotId: SEED.chatbots.sales } },
		answer: { status: 'success', message: 'Chatbot deleted' },
		invalid: { message: 'chatbotId is required' },
		unknown: { params: elsewhere, message: 'Chatbot not found' },
	},
	...(['chat', 'messages'] as const).map((count) => ({
		route: `GET /api/aibot/counts/${count}`,
		ok: { params: { chatbotId } },
		answer: { chatbotId, count: count === 'chat' ? 3 : 12 },
		invalid: { message: 'chatbotId is required' },
		unknown: { params: elsewhere, message: 'Chatbot not found' },
	})),
	{
		route: 'POST /api/aibot/reply',
		ok: { body: { question: 'Where is my order?', chatbotId } },
		answer: fields('chatId answer messageId'),
		invalid: { body: { chatbotId }, message: 'question is required' },
		unknown: {
			body: { question: 'q', chatbotId, chatId: SEED.chats.sales },
			message: 'Chat not found',
		},
	},
	{
		route: 'GET /api/aibot/chat/detail',
		ok: { params: { chatId: SEED.chats.support } },
		answer: fields('id chatbotId contactId createdAt updatedAt', {
			messages: [fields('id role content createdAt')],
		}),
		invalid: { message: 'chatId is required' },
		unknown: { params: { chatId: SEED.chats.other }, message: 'Chat not found' },
	},
	{
		route: 'GET /api/aibot/contact/agent',
		ok: { params: { contactId: SEED.contacts.alice } },
		answer: { data: [CHATBOT] },
		invalid: { message: 'contactId is required' },
		unknown: { params: { contactId: SEED.contacts.other }, message: 'Contact not found' },
	},
	{
		route: 'GET /api/aibot/data-source/items',
		ok: { params: { chatbotId, source: 'QA' } },
		answer: { data: [QA_ITEM] },
		invalid: {
			params: { chatbotId, source: 'PDF' },
			message: 'source must be one of WEBSITE, TEXT, QA, ALL',
		},
		unknown: { params: elsewhere, message: 'Chatbot not found' },
	},
	{
		// All or nothing: one id that is not an item of that chatbot and kind, and none is deleted.
		route: 'POST /api/aibot/data-source/delete',
		ok: { body: { chatbotId, source: 'QA', id: SEED.dataSources.qa } },
		answer: { status: 'success', deleted: [SEED.dataSources.qa] },
		invalid: { body: { chatbotId, source: 'QA' }, message: 'id is required' },
		unknown: {
			body: { chatbotId, source: 'TEXT', id: SEED.dataSources.text, ids: [SEED.dataSources.qa] },
			message: `Data source item not found: ${SEED.dataSources.qa}`,
		},
	},
	{
		route: 'POST /api/aibot/data-source/pdf',
		ok: { body: { title: 'Guide.pdf', content: [{ text: 'One', page: 1 }], chatbotId } },
		answer: item('title content', { pages: [fields('text page')] }),
		invalid: {
			body: { title: 't', content: [{ text: 'x', page: 0 }], chatbotId },
			message: 'content[0].page must be a positive integer',
		},
		unknown: noChatbot({ title: 't', content: [{ text: 'x', page: 1 }] }),
	},
	{
		route: 'POST /api/aibot/data-source/qa',
		ok: { body: { question: 'Q?', answer: 'A.', chatbotId } },
		answer: QA_ITEM,
		invalid: { body: { question: 'q', chatbotId }, message: 'answer is required' },
		unknown: noChatbot({ question: 'q', answer: 'a' }),
	},
	{
		route: 'PUT /api/aibot/data-source/qa',
		ok: { body: { id: SEED.dataSources.qa, question: 'Q?', answer: 'A.', chatbotId } },
		answer: QA_ITEM,
		invalid: { body: { question: 'q', answer: 'a', chatbotId }, message: 'id is required' },
		unknown: {
			body: { id: SEED.dataSources.text, question: 'q', answer: 'a', chatbotId },
			message: 'Q&A item not found',
		},
	},
	{
		route: 'POST /api/aibot/data-source/text',
		ok: { body: { title: 'Returns', content: 'Within 30 days.', chatbotId } },
		answer: item('title content'),
		invalid: {
			body: { title: 't', content: ['c'], chatbotId },
			message: 'content must be a string',
		},
		unknown: noChatbot({ title: 't', content: 'c' }),
	},
	{
		route: 'POST /api/aibot/data-source/url',
		ok: { body: { url: 'https://acme.test/faq', chatbotId } },
		answer: item('title url'),
		invalid: { body: { url: 'ftp://x.test/', chatbotId }, message: 'url must be an http(s) URL' },
		unknown: noChatbot({ url: 'https://acme.test/faq' }),
	},
	{
		// The fake site of any host: the same 250 pages; limit defaults to 100.
		route: 'POST /api/aibot/scrape',
		ok: { body: { url: 'https://shop.example.com/some/page' } },
		answer: { links: ['https://shop.example.com/'], total: 100 },
		invalid: {
			body: { url: 'https://a.test', limit: 2.5 },
			message: 'limit must be a positive integer',
		},
	},
]);
