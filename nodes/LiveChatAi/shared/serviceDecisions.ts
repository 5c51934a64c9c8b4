/**
 * Every decision the project made where LiveChatAI's documentation is silent, in one place.
 * Each entry says what LiveChatAI documents and what it leaves open; README.md ("Service decisions") says the same
 * in prose.
 * Operations read these constants instead of repeating the literals.
 */

/** [doc] The service's API host. */
export const DEFAULT_BASE_URL = 'https://app.livechatai.com';

/** [decision] Query parameter names of the legacy GET/DELETE operations, which are not published. */
export const LEGACY_QUERY = {
	chatbotId: 'chatbotId',
	fullPageSlug: 'slug',
	chatId: 'chatId',
	contactId: 'contactId',
	source: 'source',
} as const;

/** [decision] Paths of the legacy chat and message counts, named by the overview without parameters. */
export const LEGACY_COUNT_PATHS = {
	chat: '/api/aibot/counts/chat',
	messages: '/api/aibot/counts/messages',
} as const;

/**
 * [decision] Legacy list bodies are not published: a list is whichever of these arrives, in this order.
 * A bare array; `data` as an array; `data.items`; `items`; or the only array-valued field of an object.
 */
export const LIST_CONTAINER_PATHS = [['data'], ['data', 'items'], ['items']] as const;

/** [decision] How a streamed reply or crawl is framed, told apart by the response's Content-Type. */
export const STREAM_FRAMING_BY_CONTENT_TYPE = {
	'text/event-stream': 'sse',
	'application/x-ndjson': 'jsonLines',
	'application/jsonl': 'jsonLines',
	'application/json': 'json',
} as const;

/** [decision] The SSE line that ends a stream early. */
export const SSE_DONE_MARKER = '[DONE]';

/** [decision] Fields of a streamed JSON value that carry answer text, in order of preference. */
export const STREAM_TEXT_FIELDS = [
	'text',
	'content',
	'delta',
	'answer',
	'response',
	'message',
	'chunk',
];

/**
 * [decision] A streamed value whose `done` is true is the stream's closing event, not a piece of the answer: the
 * answer text it carries (a STREAM_TEXT_FIELDS field, e.g. v2's `response`) is the whole answer, which stands in
 * for the pieces joined; a caller the pieces were streamed to gets only what it adds after them. Every other
 * value's text is a piece.
 */
export const STREAM_CLOSING_FIELD = 'done';

/** [decision] Fields of a streamed or returned JSON value that carry a discovered link. */
export const STREAM_LINK_FIELDS = ['link', 'url'];

/** [decision] Field names under which a streamed value or response carries the chat (session) id. */
export const CHAT_ID_FIELDS = ['chatId', 'chat_id', 'conversationId'];

/** [decision] Response header that carries the chat id of a plain-text stream. */
export const CHAT_ID_HEADER = 'x-chat-id';

/** [decision] Field names under which a streamed value carries the id of the answer's message. */
export const MESSAGE_ID_FIELDS = ['messageId', 'message_id', 'responseMessageId'];

/** [decision] Response header that carries the answer's message id of a plain-text stream. */
export const MESSAGE_ID_HEADER = 'x-message-id';

/**
 * [doc] 429 and 503 are the statuses worth retrying; [decision] how often and how long.
 * A POST is retried only where the service cannot have acted on it (429, connection refused), or where acting twice
 * is acting once (a request sent `repeatable`: END_CONVERSATION).
 */
export const RETRY_POLICY = {
	maxRetries: 3,
	baseDelayMs: 500,
	maxDelayMs: 30_000,
	retryStatuses: [429, 503],
	retryStatusesForAnyMethod: [429],
	idempotentMethods: ['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS'],
} as const;

/**
 * [decision] Deletes are idempotent. A DELETE is retried after a 503, a cut connection or a timeout (RETRY_POLICY),
 * and LiveChatAI may have acted on the attempt that failed. A retry after such an attempt that finds nothing to
 * delete counts as done, the item deleted by that attempt: a 404 of a DELETE of one item named by its path
 * (/api/v2/agents/{id}, /api/v2/ai-suggestions/{id}, the legacy /api/aibot/delete), and an ID under `notFound` of
 * DELETE /api/v2/data-sources (an ID that was never there then cannot be told apart). The output says it was
 * already deleted. A 404 or `notFound` on the first attempt, or after attempts LiveChatAI cannot have acted on
 * (a 429 refused it, a refused connection never reached it), stays what it is today: nothing was deleted.
 */
export const RETRIED_DELETE_GONE_STATUS = 404;

/**
 * [doc] POST /api/v2/conversations/{id}/end marks a conversation resolved; the reference is silent on ending one
 * already resolved. [decision] End is repeatable: ending twice leaves the conversation as ending once does, so
 * it is retried after a 503 or a cut connection (an attempt LiveChatAI may have acted on), as a GET is. And it
 * fails open: an End refused with one of `refusedStatuses` (what a service that refuses a resolved conversation
 * would answer) is followed by a read of the conversation; when that says `isResolved`, the End is done
 * (`alreadyResolved: true`, the one who ended it unknown), else the refusal stands. A retried End, or an End of a
 * conversation someone resolved meanwhile, never becomes an error a user cannot act on.
 */
export const END_CONVERSATION = { repeatable: true, refusedStatuses: [400, 409, 422] } as const;

/**
 * [decision] LiveChatAI publishes no rate limit. A node run starts with this many requests in flight (input
 * items, or pages of a list) and adapts: one more after each clean answer, up to REQUEST_CONCURRENCY_MAX, and half
 * as many after a 429 or 503 (once per round of requests), so an account that gets 429s is held lower than it
 * would be by a fixed number. A 429 also slows the run as a whole (see RETRY_POLICY). A number set in an
 * operation's Options (Concurrent Requests) is the most the window may reach, and where it starts.
 */
export const REQUEST_CONCURRENCY = 20;

/**
 * [decision] How far the window may grow without a Concurrent Requests option: n8n's own work per item is then
 * the limit (about 25 in flight cover a 50 ms answer at 2 ms of n8n's CPU per item), with room for slower answers.
 */
export const REQUEST_CONCURRENCY_MAX = 100;

/** [doc] The largest page of every v2 list, whether it names the size `limit` or `perPage`: 100. */
export const V2_MAX_PAGE_SIZE = 100;

/** [doc] The crawl's limit is the maximum number of links; the published example uses 100, the node's default. */
export const CRAWL_DEFAULT_LIMIT = 100;

/**
 * [decision] The crawl's response body is not published. Its links are the list under the first of these
 * fields, else the list in any shape of LIST_CONTAINER_PATHS, of the body or of its `data` object. An element
 * is a link string, or an object whose link is the first STREAM_LINK_FIELDS field (its other fields are kept).
 * A streamed crawl is read the same way, value by value; a plain-text stream carries one link a line. Each link
 * is output once (first occurrence), at most Limit of them.
 */
export const CRAWL_LINK_LIST_FIELDS = ['links'];

/** [decision] The PDF content's `page` is an integer whose base is not published: pages are numbered from 1. */
export const PDF_FIRST_PAGE_NUMBER = 1;

/**
 * [decision] Secure identification of contacts: LiveChatAI does not publish how userHash is computed. The node
 * uses userHash = hex(HMAC-SHA256(Identity Verification Secret, distinctId)), the convention of Intercom,
 * Chatwoot, Front and Help Scout. It computes the hash when the credential holds a secret and no User Hash is
 * given; [doc] a Distinct ID is required, even with a Contact ID, so there is always one to hash.
 */
export const USER_HASH_ALGORITHM = { hmac: 'sha256', encoding: 'hex' } as const;

/**
 * [decision] A Q&A data source of GET /api/v2/data-sources carries its question in `title` and its answer in
 * `text` (the list's published fields have no question or answer of their own).
 */
export const V2_QA_ITEM_FIELDS = { question: 'title', answer: 'text' } as const;

/**
 * [doc] Every v2 analytics report takes `agentId`, `startDate` and `endDate` (required, days as `YYYY-MM-DD`)
 * and an optional IANA `timezone`, the service's own (unpublished) zone when absent; Topics without
 * `showAllTopics` gives this many topics. [decision] The node always sends `timezone`: the workflow's unless
 * the Timezone option names another, and the dates are sent as their days in it; Unix seconds are taken as the
 * other v2 date fields take them.
 */
export const ANALYTICS_TOP_TOPICS = 6;

/**
 * [decision] Where a streamed v2 answer (POST /api/v2/conversations with streaming: true) carries what the answer
 * without streaming holds in `data`: under the same field names in its values (a closing `{done: true, ...}` event
 * of an SSE or JSON-lines stream, or the json document's `data`), else, for a plain-text stream whose body is the
 * bare answer, in these response headers (lower case, as Node.js gives them). The streamed item then carries the
 * same fields as the answer without streaming: response, conversationId, contactId, messageId, responseMessageId,
 * links.
 */
export const V2_STREAM_ID_HEADERS = {
	conversationId: 'x-conversation-id',
	contactId: 'x-contact-id',
	messageId: 'x-message-id',
	responseMessageId: 'x-response-message-id',
} as const;

/** [doc] The field of a v2 answer that lists the links it cites ([{link, type}]); a plain-text stream has none. */
export const V2_ANSWER_LINKS_FIELD = 'links';

/**
 * [doc] GET /api/v2/contacts/{id} lists a contact's attributes as [{key, value}]. [decision] The Simplify form of
 * Contact > Get turns them into one object {key: value}, the shape Create or Update takes (a repeated key: the
 * last wins); with Simplify off the list comes out as sent.
 */
export const CONTACT_ATTRIBUTE_ENTRY = { key: 'key', value: 'value' } as const;

/** [decision] GET /api/v2/conversations/views: the views sit in `data.views`, as conversations in `data.conversations`. */
export const INBOX_VIEW_ITEMS = ['data', 'views'] as const;

/**
 * [doc] GET /api/v2/conversations/views searches the views by name; [decision] the parameter's name, which the
 * reference does not show, is `search`. Options > Additional Query Parameters sends another name if the service
 * expects one.
 */
export const INBOX_VIEW_SEARCH_PARAMETER = 'search';

/**
 * [decision] The date filters of a v2 list (`startDate`, `endDate`, both ends inclusive; [doc] ISO 8601
 * date-times for the AI suggestions) may be compared to the second only: the trigger sends date-times of whole
 * seconds of this step, rounded outwards (start down, end up), so no item falls between two readings whatever
 * the service's precision.
 */
export const LIST_DATE_FILTER_STEP_SECONDS = 1;

/**
 * [decision] LiveChatAI's messages say nothing of where they came from (a visitor, a human agent in the inbox,
 * or an API call), and it keeps a message's text as sent. Version 2 ends the text it writes into a conversation
 * (Reply as Human Agent, Send Message) with this invisible mark, so the trigger can leave its own writes out:
 * `edge`, the n8n instance's part, the workflow's part, `edge`. Each part is `partLength` base-4 digits of a
 * SHA-256 of the ID, written with `digits` (zero-width characters, none of them white space that a service might
 * trim): 24 bits each, so two given instances, or two workflows, share a part once in 16.7 million. An image
 * message (a URL) carries none. `formerLength`: the digits of the mark before 0.2.0's release (the instance's
 * alone, 12 bits), still left out of what the node shows.
 */
export const SENT_BY_N8N_TAG = {
	edge: '\u2063',
	digits: ['\u200b', '\u200c', '\u200d', '\u2060'],
	partLength: 12,
	formerLength: 6,
} as const;

/**
 * [decision] The `role` of a message of GET /api/v2/conversations/{id} (its values are not published): the
 * visitor's, the AI's and a human agent's.
 */
export const MESSAGE_ROLES = { visitor: 'user', ai: 'assistant', humanAgent: 'agent' } as const;

/**
 * [decision] A message's `createdAt` and the conversation's `lastMessageDate` are not documented to come from one
 * clock, nor with one precision. The trigger lets the messages' dates be this far off the list's (the offset
 * read from the newest message) before it stops trusting them to tell its own writes apart; beyond it, an event
 * is emitted with a warning.
 */
export const MESSAGE_DATE_TOLERANCE_MS = 5_000;

/**
 * [decision] The order of the conversations list (`sort`, newest first) is not documented to be exactly by the
 * `lastMessageDate` it shows: the service may sort on another date written apart from it, on a coarser one (whole
 * seconds), or leave ties in any order. The trigger therefore reads past its position until an item this much
 * older than it (a list sorted on whole seconds is then still read whole), not to the first older item. Bounded:
 * a quiet poll reads only the items of this last second, mostly within the one page it reads anyway.
 */
export const LIST_ORDER_MARGIN_MS = 1_000;

/**
 * [decision] A conversation's role dates (`lastVisitorMessageDate`, `lastBotMessageDate`,
 * `lastAgentMessageDate`) are not documented to be written with its `lastMessageDate`: they may lie a moment
 * after it or before it for the same message. The trigger places a role event no later than the conversation's
 * `lastMessageDate`, and keeps the events of this last stretch before its position each with its conversation,
 * so a role date written this much before the message still counts once, and none counts twice.
 */
export const ROLE_DATE_APART_MS = 1_000;

/**
 * [decision] DELETE /api/v2/data-sources takes a list of IDs (`ids`) without a published bound: a Sync deletes
 * at most this many in one request (all it deletes goes in as few requests as this allows).
 */
export const SYNC_DELETE_BATCH = 100;

/**
 * [decision] LiveChatAI's records have no published bound (a pasted log in a message, a long text), and a model
 * reads a tool's whole result. Run as a tool (an AI Agent's or an MCP client's), the node's result is at most
 * `bytes` of JSON as n8n hands it to the model: its items' JSON as an array (one item alone is 2 bytes less).
 * Over it, every text longer than some length keeps its beginning and says how many characters were left out
 * (the longest length that fits, never below `shortestText` characters); if that is not enough, lists keep their
 * first entries and say how many were left out (the items first, then the largest list inside one); a last item,
 * `leftOut`, says what was cut and how to ask for more. A workflow step's output is never cut. An error a model
 * reads (its message, thrown or as a Continue On Fail item) is at most `errorBytes`: over it, LiveChatAI's message
 * keeps its beginning (its first sentence) and the description (the HTTP status, the fix) its first
 * `errorDescriptionBytes`, each saying how many characters were left out; the status is always kept.
 */
export const TOOL_RESULT_BOUND = {
	bytes: 16_000,
	shortestText: 200,
	errorBytes: 4_000,
	errorDescriptionBytes: 1_000,
} as const;

/**
 * [doc] A v2 list page says what follows it (a page count, an item count, or a next marker: `hasNext`,
 * `hasNextPage`, `next`), and may hold fewer items than asked: a list ends where its page says so, never because a
 * page held fewer than asked. [decision] A page that says none of it ends the list when it brings no item not seen
 * before (an empty page, or a service that ignores `page`) or holds fewer items than an earlier page (only a last
 * page is short of the service's own size): a short first page is followed by one more request, not taken as the
 * end. A page with a next marker but no page count ends it too when it brings nothing new.
 */
export const UNTOLD_LIST_END = { nothingNew: true, shorterThanEarlierPage: true } as const;

/**
 * [doc] A data source's `text` in GET /api/v2/data-sources may be a preview of its content, `characterCount` its
 * full length (the reference's example: 'Our company specializes in...', 1250). [decision] A listed text is a
 * preview when `characterCount` is larger than its length; one of `ellipses` at its end is not content. A Sync
 * takes a preview for a content when, white space runs read as one space, the content begins with it and is
 * `characterCount` long (UTF-16 units or characters, as sent or trimmed). By Title (or Q&A's question) a preview
 * that does not match is replaced (added, then the old item deleted: nothing lost). By Content, a preview matching
 * one input item is that item; one matching several cannot say which: it is kept (never deleted, its output says
 * why) and the input items are added, so a user's text is never deleted on a guess.
 */
export const LISTED_TEXT_PREVIEW = { ellipses: ['...', '…'] } as const;
