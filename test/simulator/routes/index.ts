/** The routing table of the API. */
import type { Route } from '../context';
import { legacyChatbotRoutes } from './legacyChatbots';
import { legacyDataSourceRoutes } from './legacyDataSources';
import { legacyMiscRoutes } from './legacyMisc';
import { legacyReplyRoutes } from './legacyReply';
import { v2AiSuggestionRoutes } from './v2AiSuggestions';
import { v2ContactRoutes } from './v2Contacts';
import { v2ConversationRoutes } from './v2Conversations';

export const apiRoutes: readonly Route[] = [
	...legacyChatbotRoutes,
	...legacyReplyRoutes,
	...legacyDataSourceRoutes,
	...legacyMiscRoutes,
	...v2ContactRoutes,
	...v2ConversationRoutes,
	...v2AiSuggestionRoutes,
];
