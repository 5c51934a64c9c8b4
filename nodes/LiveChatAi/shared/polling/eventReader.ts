/**
 * How a poll reads one agent's events, whatever the event: `readerOf` gives the reading of the event's list. Most
 * events are a list read newest first past the cursor (newEvents.ts); a message event whose visitor's pause is
 * awaited keeps the conversations found until the visitor is quiet (visitorPause.ts); Visitor Waiting reads the
 * open conversations for unanswered visitors (visitorWaiting.ts); New Contact and New CSAT Rating read lists
 * whose order is not documented (contactSource.ts, csatSource.ts). Each keeps its state inside the cursor.
 */
import type { IDataObject, IPollFunctions } from 'n8n-workflow';

import type { EventReader } from './newEvents';
import { pollNewestFirst, startCursor, TRIGGER_EVENTS } from './newEvents';
import type { TriggerSettings } from './reading';
import { POLL_REQUEST, sourceOf } from './reading';
import { contactReader } from './contactSource';
import { csatReader } from './csatSource';
import { pausedReader } from './visitorPause';
import { waitingReader } from './visitorWaiting';
import type { ConversationEvent } from './ownWrites';

/** The reading of the settings' event for one agent. */
export function readerOf(
	context: IPollFunctions,
	settings: TriggerSettings,
	agentId: string,
): EventReader {
	const source = sourceOf(context, settings, agentId);
	const query = settings.cursorQuery;
	const { event, waiting } = settings;
	const list = TRIGGER_EVENTS[event].source;
	const request = POLL_REQUEST;
	if (list === 'waiting')
		return waitingReader(context, source, { query, waiting: waiting!, request });
	if (list === 'contacts') return contactReader(context, { agentId, query, request });
	if (list === 'csat') return csatReader(context, { agentId, query, request });
	const reader: EventReader = {
		start: async () => await startCursor(source, query),
		async poll(cursor, { outOfTime, weighingLeft }) {
			const { emitted, cursor: next } = await pollNewestFirst(
				source,
				cursor,
				outOfTime,
				weighingLeft,
			);
			const at = (item: IDataObject) => source.read(item)?.eventAt ?? '';
			return { emitted: emitted.map((item) => ({ item, at: at(item) })), cursor: next };
		},
	};
	// Off, the reading is the list's; a cursor may still hold bursts from when it was on, which it emits.
	return pausedReader(context, reader, {
		event: event as ConversationEvent,
		pauseSeconds: settings.pauseSeconds ?? 0,
		request,
	});
}
