/** The routing table of the API: the legacy routes, then the v2 routes. */
import type { Route } from '../context';
import { legacyChatbotRoutes } from './legacy/chatbots';
import { legacyDataSourceRoutes } from './legacy/dataSources';
import { legacyMiscRoutes } from './legacy/misc';
import { legacyReplyRoutes } from './legacy/reply';
import { v2AiSuggestionRoutes } from './v2/aiSuggestions';
import { v2ContactRoutes } from './v2/contacts';
import { v2ConversationRoutes } from './v2/conversations';

export const apiRoutes: readonly Route[] = [
	...legacyChatbotRoutes,
	...legacyReplyRoutes,
	...legacyDataSourceRoutes,
	...legacyMiscRoutes,
	...v2ContactRoutes,
	...v2ConversationRoutes,
	...v2AiSuggestionRoutes,
];
