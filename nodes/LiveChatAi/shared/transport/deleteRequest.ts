import { parseJsonBody } from './apiErrors';
import type { ApiRequestOptions, RequestContext, SentResponse } from './request';
import { rawResponse, send } from './request';
import { RETRIED_DELETE_GONE_STATUS } from '../serviceDecisions';

// Deletes are idempotent. A DELETE is retried after a 503, a cut connection or a timeout, and LiveChatAI may have
// acted on the attempt that failed: the retry then finds nothing to delete. Every DELETE goes through here, so
// that its caller learns that, and a delete the service did is never reported as failed.

export interface DeleteRequestOptions extends Omit<ApiRequestOptions, 'method'> {
	/**
	 * Whether a 404 says that the item to delete is not there: true for a DELETE of one item named by its path;
	 * false where a 404 names something else (DELETE /api/v2/data-sources answers 404 for an unknown agent).
	 */
	notFoundIsGone: boolean;
}

/** What a DELETE came to. */
export interface DeleteAnswer extends Pick<SentResponse, 'afterMaybeActed'> {
	/** The answer's JSON; `{}` when the item was already deleted (the 404 says only that it is not there). */
	body: unknown;
	/** The answer is a 404 after an attempt LiveChatAI may have acted on: that attempt deleted the item. */
	alreadyDeleted: boolean;
}

/**
 * One DELETE. [decision] RETRIED_DELETE_GONE_STATUS: with `notFoundIsGone`, a 404 after an attempt LiveChatAI may
 * have acted on resolves as `alreadyDeleted`; a 404 on the first attempt, or after attempts it refused, fails as
 * any error does. `afterMaybeActed` tells a caller whose answer lists what it did not find (the data sources).
 */
export async function deleteRequest(
	this: RequestContext,
	options: DeleteRequestOptions,
): Promise<DeleteAnswer> {
	const response = await send(this, { ...options, method: 'DELETE' }, 'text');
	const { afterMaybeActed } = response;
	if (response.statusCode === RETRIED_DELETE_GONE_STATUS)
		return { body: {}, afterMaybeActed, alreadyDeleted: true };
	const raw = await rawResponse(response);
	const body = parseJsonBody(this.getNode(), raw, options.itemIndex, options.bodyNeeded);
	return { body, afterMaybeActed, alreadyDeleted: false };
}
