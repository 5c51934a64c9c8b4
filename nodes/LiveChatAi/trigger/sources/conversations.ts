import type { IDataObject, IPollFunctions } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

import { asNodeError } from '../../shared/node/itemErrors';
import { conversationList } from '../../shared/conversations/conversationList';
import { slidingWindow } from '../../shared/node/slidingWindow';
import type { ListRequestOptions } from '../../shared/transport';
import { readListPage, segment, v2Request } from '../../shared/transport';
import { instantKey } from '../instant';
import type { OwnScope } from '../../shared/conversations/sentByN8n';
import { isSentByN8n, n8nWriterOf } from '../../shared/conversations/sentByN8n';
import type { ConversationEvent } from '../ownWrites';
import { weighEvent } from '../ownWrites';
import type { EventSource, PollCursor, Read } from '../newEvents';

/** Conversations whose messages a poll reads at once to tell its own writes from others' events. */
const DETAIL_READS_AT_ONCE = 5;

export interface ConversationWatch {
	/** The list's query: the agent and the filters. */
	query: IDataObject;
	event: ConversationEvent;
	/** The conversation's field that holds the time of the event. */
	eventField: string;
	/**
	 * Whose writes to leave out (the LiveChatAI node's of this workflow, or of any workflow of this n8n); none
	 * with Options > Include Own Messages, before 1.2, or where this workflow's writes cannot exist.
	 */
	ownWrites?: OwnScope;
	request: Omit<ListRequestOptions, 'itemIndex'>;
}

/**
 * The conversations of an agent, newest lastMessageDate first, page by page: a conversation with a new event
 * (a message, or its creation) moves to the top, so every new event sits above the last poll's mark.
 */
export function conversationSource(context: IPollFunctions, watch: ConversationWatch): EventSource {
	const { request } = watch;
	const list = conversationList({ ...watch.query, sort: 'desc' }, request);
	const source: EventSource = {
		open() {
			let page = 0;
			return {
				async next() {
					page += 1;
					const { items, totalPages } = await readListPage.call(context, list, page);
					const done = items.length < list.pageSize.max || page >= (totalPages ?? Infinity);
					return { items, done };
				},
			};
		},
		read(conversation) {
			// A conversation without messages sits in the list by its creation.
			const last = instantKey(conversation.lastMessageDate) ?? instantKey(conversation.createdAt);
			if (conversation.id === undefined || conversation.id === null || !last) return undefined;
			return {
				id: String(conversation.id),
				last,
				eventAt: instantKey(conversation[watch.eventField]),
				item: conversation,
			};
		},
	};
	const { ownWrites } = watch;
	// Nothing to leave out: no message is read.
	if (!ownWrites) return source;

	// The list says when, not who: a conversation with a new event is read with its messages (one request
	// each, only on a poll that found something) to see whether anyone but this n8n made it.
	const writer = n8nWriterOf(context);
	const isOwn = (text: unknown) => isSentByN8n(text, writer, ownWrites);
	const madeByOthers = async (found: Read, cursor: PollCursor): Promise<boolean> => {
		const path = `/api/v2/conversations/${segment(found.id)}`;
		let detail;
		try {
			detail = await v2Request.call(context, { method: 'GET', path, ...request });
		} catch (error) {
			// Deleted since the list was read: nothing left to act on.
			if (error instanceof NodeApiError && error.httpCode === '404') return false;
			throw asNodeError(context.getNode(), error);
		}
		const window = { seen: cursor.seen, backlog: cursor.backlog, upTo: found.last };
		const verdict = weighEvent(detail, watch.event, window, found.id, isOwn);
		if (verdict.emit && verdict.unexplained) {
			context.logger.warn(
				`LiveChatAI Trigger: conversation ${found.id} emitted, though its messages cannot tell whether this n8n wrote its new activity: ${verdict.unexplained}. If it was this n8n's own reply, the workflow may run on it.`,
			);
		}
		return verdict.emit;
	};
	source.leaveOutOwnWrites = async (found, cursor) => {
		const outcomes = await slidingWindow(
			found.length,
			DETAIL_READS_AT_ONCE,
			async (index) => await madeByOthers(found[index], cursor),
			{ stopOnError: true },
		);
		return found.filter((_, index) => {
			const outcome = outcomes[index];
			if (outcome && 'error' in outcome) throw outcome.error;
			return outcome?.value === true;
		});
	};
	return source;
}
