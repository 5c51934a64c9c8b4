import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

import { END_CONVERSATION } from '../../../shared/serviceDecisions';
import { segment, v2Request } from '../../../shared/transport';

/** What End outputs: the conversation is resolved, by whom, and whether it was so before this End. */
export interface EndedConversation extends IDataObject {
	resolved: true;
	conversationId: string;
	userId: string | null;
	contactId: string | null;
	alreadyResolved?: true;
}

const textOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

/** Whether an End's error is a refusal that a conversation resolved already may explain (END_CONVERSATION). */
function mayBeResolvedAlready(error: unknown): error is NodeApiError {
	const statuses: readonly number[] = END_CONVERSATION.refusedStatuses;
	return error instanceof NodeApiError && statuses.includes(Number(error.httpCode));
}

/**
 * After a refused End: the conversation read, and the End done when it is resolved; else the refusal stands.
 * (Only a refusal a resolved conversation may explain is read again: any other error stands as it is.)
 */
async function resolvedBefore(
	this: IExecuteFunctions,
	refusal: unknown,
	conversationId: string,
	itemIndex: number,
): Promise<EndedConversation> {
	const path = `/api/v2/conversations/${segment(conversationId)}`;
	if (mayBeResolvedAlready(refusal)) {
		// A read that fails tells nothing: the refusal stands, not the read's error.
		const conversation = await v2Request
			.call(this, { method: 'GET', path, itemIndex })
			.catch((): IDataObject => ({}));
		if (conversation.isResolved === true) {
			return {
				resolved: true,
				conversationId,
				userId: null,
				contactId: textOrNull(conversation.contactId),
				alreadyResolved: true,
			};
		}
	}
	throw refusal;
}

/**
 * Ends (resolves) a conversation. Repeatable, so retried after an attempt LiveChatAI may have acted on; a
 * refusal is read against the conversation itself (END_CONVERSATION).
 */
export async function endConversation(
	this: IExecuteFunctions,
	itemIndex: number,
	conversationId: string,
	userId: string | undefined,
): Promise<EndedConversation> {
	const path = `/api/v2/conversations/${segment(conversationId)}/end`;
	const body = userId ? { userId } : undefined;
	let ended;
	try {
		const { repeatable } = END_CONVERSATION;
		const end = { method: 'POST' as const, path, body, itemIndex, repeatable };
		ended = await v2Request.call(this, end);
	} catch (error) {
		return await resolvedBefore.call(this, error, conversationId, itemIndex);
	}
	return {
		resolved: true,
		conversationId: textOrNull(ended.conversationId) ?? conversationId,
		userId: textOrNull(ended.userId),
		contactId: textOrNull(ended.contactId),
	};
}
