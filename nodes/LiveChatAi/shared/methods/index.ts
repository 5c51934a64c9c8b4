import { searchBots } from './listSearch';
import { searchConversations } from './searchConversations';

// One list of bots under both names: version 1's Chatbot field asks searchChatbots, version 2's Agent field searchAgents.
export const listSearch = {
	searchChatbots: searchBots,
	searchAgents: searchBots,
	searchConversations,
};
