import { folderSyncExampleSuite } from './suites/folderSyncExample';
import { v2AgentSuite } from './suites/v2Agent';
import { v2ConversationContactSuite } from './suites/v2ConversationContact';
import { v2DataSourceSuggestionAnalyticsSuite } from './suites/v2DataSourceSuggestionAnalytics';
import { v2DataSourceSyncSuite } from './suites/v2DataSourceSync';
import { workflowRunsSuite } from './suites/workflowRuns';

workflowRunsSuite(2);
v2ConversationContactSuite(2);
v2DataSourceSuggestionAnalyticsSuite(2);
v2DataSourceSyncSuite(2);
v2AgentSuite(2);
folderSyncExampleSuite(2);
