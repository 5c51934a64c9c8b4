/**
 * Every choice made where LiveChatAI's documentation is silent, in one place: what it documents ([doc]), what it
 * leaves open ([decision]), as docs/service-decisions.md says in prose. Operations read these, never literals.
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
export const STREAM_TEXT_FIELDS = 'text content delta answer response message chunk'.split(' ');

/**
 * [decision] A value with `done` true closes a stream: an answer text (v2's `response`) at least as long as the
 * pieces joined is the whole answer instead (a streaming caller gets what it adds); a shorter one, the last piece.
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
 * [doc] 429 and 503 are the statuses worth retrying; [decision] how often, how long. A POST is retried only where
 * LiveChatAI cannot have acted (429, connection refused) or acting twice is acting once (`repeatable`: End).
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
 * [decision] Deletes are idempotent: after an attempt LiveChatAI may have acted on (503, cut connection, timeout), a
 * retry finding nothing counts as done, as the output says: a 404 of a one-item DELETE by path, an ID in `notFound`
 * of the data-sources DELETE. On a first attempt, or after a 429 or refused connection, those are errors.
 */
export const RETRIED_DELETE_GONE_STATUS = 404;

/**
 * [doc] POST /api/v2/conversations/{id}/end resolves; the reference is silent on a resolved one. [decision] End is
 * repeatable (retried after a 503 or a cut connection, as a GET), and an End refused (`refusedStatuses`) is followed
 * by a read: resolved, the End is done (`alreadyResolved: true`, who ended it unknown), else the refusal stands.
 */
export const END_CONVERSATION = { repeatable: true, refusedStatuses: [400, 409, 422] } as const;

/** [decision] What a desk's writes change where the reference is silent (the simulator goes either way on each): */
export const SUPPORT_DESK = {
	replyReopens: false, // [doc] a Reply "updates conversation status": read as a human taking part, not reopening
	visitorReopens: false, // no reopening is documented: a resolved conversation stays so until the list says not
	replyAssigns: 'unassigned', // its author, where no human is: taking one over from another is not documented
	endClearsAgent: false, // [doc] End is by the assigned human by default: nothing says it unassigns them
	humanRequestDelayMs: 0, // none is published, so none is waited for: TalkToAgent counts from when a list shows it
	stateChangeDates: 'updatedAt', // a change writing no message moves no message date, which the list sorts on
} as const;

/**
 * [decision] LiveChatAI publishes no rate limit. A run starts with this many requests in flight (items, or pages)
 * and adapts: one more after each clean answer, up to REQUEST_CONCURRENCY_MAX, half as many after a 429 or 503
 * (once per round). Options > Concurrent Requests sets the most the window may reach, and where it starts.
 */
export const REQUEST_CONCURRENCY = 20;

/** [decision] How far the window grows without Concurrent Requests: room for slower answers than 50 ms. */
export const REQUEST_CONCURRENCY_MAX = 100;

/** [doc] The largest page of every v2 list, whether it names the size `limit` or `perPage`: 100. */
export const V2_MAX_PAGE_SIZE = 100;

/** [doc] The crawl's limit is the maximum number of links; the published example uses 100, the node's default. */
export const CRAWL_DEFAULT_LIMIT = 100;

/**
 * [decision] The crawl's body is not published: its links are the list under one of these fields, else in any
 * shape of LIST_CONTAINER_PATHS (of the body or its `data`); an element is a link string or an object with a
 * STREAM_LINK_FIELDS field; a plain-text stream has one link a line. Each link once, at most Limit of them.
 */
export const CRAWL_LINK_LIST_FIELDS = ['links'];

/** [decision] The PDF content's `page` is an integer whose base is not published: pages are numbered from 1. */
export const PDF_FIRST_PAGE_NUMBER = 1;

/**
 * [decision] How userHash is computed is not published: hex(HMAC-SHA256(Identity Verification Secret, distinctId)),
 * the convention of Intercom, Chatwoot, Front and Help Scout, when the credential holds a secret and no User Hash
 * is given; [doc] a Distinct ID is required, even with a Contact ID, so there is always one to hash.
 */
export const USER_HASH_ALGORITHM = { hmac: 'sha256', encoding: 'hex' } as const;

/** [decision] A listed Q&A data source carries its question in `title` and its answer in `text`. */
export const V2_QA_ITEM_FIELDS = { question: 'title', answer: 'text' } as const;

/**
 * [doc] Every v2 analytics report takes `agentId`, `startDate`, `endDate` (days, `YYYY-MM-DD`) and an optional IANA
 * `timezone` (else the service's own); Topics without `showAllTopics` gives this many. [decision] `timezone` is
 * always sent (the workflow's unless Options > Timezone names another), the dates as their days in it.
 */
export const ANALYTICS_TOP_TOPICS = 6;

/**
 * [decision] A streamed v2 answer carries its ids under their unstreamed names (a closing `{done: true, ...}` event,
 * a JSON document's `data`); a plain-text stream (the bare answer) in these headers (lower case, as in Node.js).
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
 * [doc] GET /api/v2/contacts/{id} lists attributes as [{key, value}]. [decision] Simplify makes one object
 * {key: value} of them, as Create or Update takes (a repeated key: the last wins).
 */
export const CONTACT_ATTRIBUTE_ENTRY = { key: 'key', value: 'value' } as const;

/** [decision] GET /api/v2/conversations/views: the views sit in `data.views`, as conversations in `data.conversations`. */
export const INBOX_VIEW_ITEMS = ['data', 'views'] as const;

/**
 * [doc] GET /api/v2/conversations/views searches views by name; [decision] under `search` (the reference shows no
 * name); Options > Additional Query Parameters sends another name if the service expects one.
 */
export const INBOX_VIEW_SEARCH_PARAMETER = 'search';

/**
 * [decision] A v2 list's date filters (both ends inclusive; [doc] ISO 8601 for the AI suggestions) may compare to
 * the second only: the trigger sends whole seconds, rounded outwards, so no item falls between two readings.
 */
export const LIST_DATE_FILTER_STEP_SECONDS = 1;

/**
 * [decision] LiveChatAI's messages do not say who wrote them, and it keeps a text as sent. Version 2 ends the text
 * it writes (Reply as Human Agent, Send Message) with this invisible mark, so the trigger can leave its own writes
 * out: `edge`, the n8n instance's part, the workflow's part, `edge`; each part `partLength` base-4 digits of a
 * SHA-256 of the ID in `digits` (zero-width, not white space): 24 bits each. An image message carries none.
 * `formerLength`: the mark before 0.2.0 (the instance's alone), still left out of what the node shows.
 */
export const SENT_BY_N8N_TAG = {
	edge: '\u2063',
	digits: ['\u200b', '\u200c', '\u200d', '\u2060'],
	partLength: 12,
	formerLength: 6,
} as const;

/** [decision] The `role` values of a conversation's messages (not published): visitor, AI, human agent. */
export const MESSAGE_ROLES = { visitor: 'user', ai: 'assistant', humanAgent: 'agent' } as const;

/**
 * [decision] A message's `createdAt` and the list's `lastMessageDate` may differ in clock and precision: the trigger
 * trusts the messages' dates this far off the list's to tell its own writes apart; beyond it, it emits and warns.
 */
export const MESSAGE_DATE_TOLERANCE_MS = 5_000;

/**
 * [decision] The conversations list (newest first) is not documented to be sorted exactly by the `lastMessageDate`
 * it shows (another date, whole seconds, ties in any order): the trigger reads past its position until an item
 * this much older than it, not to the first older item. A quiet poll rereads only this last second.
 */
export const LIST_ORDER_MARGIN_MS = 1_000;

/**
 * [decision] A conversation's role dates (`lastVisitorMessageDate`...) may lie a moment after or before its
 * `lastMessageDate` for the same message. The trigger places a role event no later than the conversation, and keeps
 * the events of this last stretch before its position with their conversations, so each counts once.
 */
export const ROLE_DATE_APART_MS = 1_000;

/** [decision] DELETE /api/v2/data-sources takes `ids` without a published bound: a Sync sends at most this many. */
export const SYNC_DELETE_BATCH = 100;

/**
 * [decision] LiveChatAI's records have no published bound, and a model reads a tool's whole result. As a tool, the
 * result is at most `bytes` of JSON as n8n hands it over: over it, long texts keep their beginning (never below
 * `shortestText` characters), then lists their first entries (a conversation's messages: the newest), each saying
 * what was left out, and a last `leftOut` item how to get more. An error a model reads (thrown or a Continue On Fail
 * item) is at most `errorBytes`: LiveChatAI's message keeps its beginning, the description its first
 * `errorDescriptionBytes`, and the HTTP status always. A workflow step's output is never cut.
 */
export const TOOL_RESULT_BOUND = {
	bytes: 16_000,
	shortestText: 200,
	errorBytes: 4_000,
	errorDescriptionBytes: 1_000,
} as const;

/**
 * [doc] A v2 list page says what follows it (a page or item count, or a next marker) and may hold fewer items than
 * asked: a list ends where its page says. [decision] A page saying none of it ends the list when it brings no unseen
 * item or holds fewer than an earlier page; one with a next marker alone, when it brings nothing new.
 */
export const UNTOLD_LIST_END = { nothingNew: true, shorterThanEarlierPage: true } as const;

/**
 * [doc] A listed `text` may be a preview, `characterCount` its full length ('Our company specializes in...', 1250).
 * [decision] It is one when `characterCount` exceeds its length (an `ellipses` end is not content); a Sync reads it
 * as a `characterCount`-long content's start (white space runs as one). By Title a mismatch is replaced (added, then
 * deleted); by Content a preview matching several inputs is kept, never deleted on a guess, and the inputs added.
 */
export const LISTED_TEXT_PREVIEW = { ellipses: ['...', '…'] } as const;
