import { searchChatbots } from './listSearch';

export const listSearch = { searchChatbots };
