import { searchChatbots } from './listSearch';
import { searchConversations } from './searchConversations';

export const listSearch = { searchChatbots, searchConversations };
