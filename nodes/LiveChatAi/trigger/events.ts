/** The trigger's events and the conversation field whose move past the last poll makes each one new. */
export const TRIGGER_EVENTS = {
	newActivity: {
		name: 'New Activity',
		field: 'lastMessageDate',
		description: 'Any new message in a conversation',
	},
	newConversation: {
		name: 'New Conversation',
		field: 'createdAt',
		description: 'A conversation was started',
	},
	newVisitorMessage: {
		name: 'New Visitor Message',
		field: 'lastVisitorMessageDate',
		description: 'A visitor (end user) wrote a message',
	},
	newBotMessage: {
		name: 'New Bot Message',
		field: 'lastBotMessageDate',
		description: 'The agent answered',
	},
	newAgentMessage: {
		name: 'New Human Agent Message',
		field: 'lastAgentMessageDate',
		description: 'A human agent wrote a message',
	},
} as const;

export type TriggerEvent = keyof typeof TRIGGER_EVENTS;
