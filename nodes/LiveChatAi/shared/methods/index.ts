import { botEntries, searchBots } from './listSearch';
import { searchConversations } from './searchConversations';

// One list of bots under both names: version 1's Chatbot field asks searchChatbots, version 2's Agent field searchAgents.
export const listSearch = {
	searchChatbots: searchBots,
	searchAgents: searchBots,
	searchConversations,
};

/** The bots for a multi-select (the trigger's Several Agents), as the lists above give them. */
export const loadOptions = { getAgents: botEntries };
