/**
 * The trigger's events: which list each one reads, and the field whose move past the last poll makes an item
 * new (for conversations, the time of the event; for AI suggestions, when the suggestion was made).
 */
export const TRIGGER_EVENTS = {
	newActivity: {
		name: 'New Activity',
		source: 'conversations',
		field: 'lastMessageDate',
		description: 'Any new message in a conversation',
	},
	newConversation: {
		name: 'New Conversation',
		source: 'conversations',
		field: 'createdAt',
		description: 'A conversation was started',
	},
	newVisitorMessage: {
		name: 'New Visitor Message',
		source: 'conversations',
		field: 'lastVisitorMessageDate',
		description: 'A visitor (end user) wrote a message',
	},
	newBotMessage: {
		name: 'New Agent Answer',
		source: 'conversations',
		field: 'lastBotMessageDate',
		description: 'The agent (the AI, not a human agent) answered',
	},
	newAgentMessage: {
		name: 'New Human Agent Message',
		source: 'conversations',
		field: 'lastAgentMessageDate',
		description: 'A human agent wrote a message',
	},
	newAiSuggestion: {
		name: 'New AI Suggestion',
		source: 'aiSuggestions',
		field: 'createdAt',
		description: 'The agent suggested a better answer for a question it answered poorly',
	},
} as const;

export type TriggerEvent = keyof typeof TRIGGER_EVENTS;

/** The events read from the conversations list: the ones the conversation filters apply to. */
export const CONVERSATION_EVENTS = (Object.keys(TRIGGER_EVENTS) as TriggerEvent[]).filter(
	(event) => TRIGGER_EVENTS[event].source === 'conversations',
);
