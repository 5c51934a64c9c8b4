/**
 * The routing table of the API: the legacy routes, then the v2 routes. Order matters where a fixed segment
 * and a parameter meet: /api/v2/conversations/views comes before /api/v2/conversations/:conversationId.
 */
import type { Route } from '../server/context';
import { legacyChatbotRoutes } from './legacy/chatbots';
import { legacyChatRoutes } from './legacy/chats';
import { legacyContactRoutes } from './legacy/contacts';
import { legacyDataSourceRoutes } from './legacy/dataSources';
import { legacyReplyRoutes } from './legacy/reply';
import { legacyScrapeRoutes } from './legacy/scrape';
import { v2AgentRoutes } from './v2/agents';
import { v2AiSuggestionRoutes } from './v2/aiSuggestions';
import { v2AnalyticsRoutes } from './v2/analytics';
import { v2ContactRoutes } from './v2/contacts';
import { v2ConversationEndRoutes } from './v2/conversationEnd';
import { v2ConversationMessageRoutes } from './v2/conversationMessages';
import { v2ConversationRoutes } from './v2/conversations';
import { v2DataSourceRoutes } from './v2/dataSources';
import { v2InboxViewRoutes } from './v2/inboxViews';

export const apiRoutes: readonly Route[] = [
	...legacyChatbotRoutes,
	...legacyReplyRoutes,
	...legacyDataSourceRoutes,
	...legacyChatRoutes,
	...legacyContactRoutes,
	...legacyScrapeRoutes,
	...v2AgentRoutes,
	...v2ContactRoutes,
	...v2InboxViewRoutes,
	...v2ConversationRoutes,
	...v2ConversationMessageRoutes,
	...v2ConversationEndRoutes,
	...v2DataSourceRoutes,
	...v2AiSuggestionRoutes,
	...v2AnalyticsRoutes,
];
