/**
 * The one way in for requests to LiveChatAI. Every function here ends in `apiRequest`'s sender, so every request
 * keeps the run's request limits, the retry policy and the error mapping. Pick the narrowest that fits:
 *
 * - `v2Request`: one v2 call that answers one object (Get, Create, Reply); returns `data` without the
 *   `{status, data}` envelope. `segment` escapes an ID for its path.
 * - `v2Delete`: a DELETE. A retry after an attempt LiveChatAI may have acted on (a 503, a cut connection, a
 *   timeout) that finds nothing counts as done: with `notFoundIsGone` a 404 then resolves as `alreadyDeleted`,
 *   and `afterMaybeActed` says that such an attempt came first (for an answer that lists what it did not find).
 * - `streamAnswer`: Send Message with Stream Response on; `streamedId` / `streamedList` read what it streamed.
 * - `apiRequest` / `apiStreamRequest`: anything else (a body that is neither the v2 envelope nor a legacy call,
 *   a v2 body with more than `data`, as the Topics and Sentiments analytics, a stream that is not an answer). The
 *   building block of the others.
 *
 * A v2 list (`readList`, `readListPage`) is read by `shared/lists/readList.ts`, on top of `apiRequest`: lists
 * import transport, never the other way round. A legacy `/api/aibot/` request with the user's Additional Query
 * Parameters or Body Fields merged under the node's own is sent on top of the transport too, by
 * `shared/legacy/legacyRequest.ts` (`legacyQuery`, `legacyBody`, `legacyDelete`, `withAdditionalBody`): those
 * fields are node parameters, and the transport reads no node parameter.
 *
 * Pass `itemIndex` so that errors name the item.
 */
export { apiRequest, apiStreamRequest, CREDENTIAL_TYPE } from './request';
export type { ListRequestOptions, RequestContext, StreamResponse } from './request';
export type { DeleteAnswer } from './deleteRequest';
export { segment, v2Delete, v2Request } from './v2Request';
export type { V2DeleteAnswer } from './v2Request';
export { streamAnswer, streamedId, streamedList } from './streamedAnswer';
