/**
 * LiveChatAI marks its /api/aibot/ endpoints deprecated. An operation on one says so once, quietly, at the end of
 * its description in the Operation list: a notice on every screen would shout about something still working.
 */
export function legacyDescription(description: string): string {
	return `${description}. Uses a legacy endpoint that LiveChatAI marks deprecated.`;
}
