import { aiAgentSuite } from './suites/aiAgent';
import { editorSuite } from './suites/editor';
import { serverSuite } from './suites/server';
import { v2AgentSuite } from './suites/v2Agent';
import { v2ConversationContactSuite } from './suites/v2ConversationContact';
import { v2DataSourceSuggestionAnalyticsSuite } from './suites/v2DataSourceSuggestionAnalytics';
import { v2DataSourceSyncSuite } from './suites/v2DataSourceSync';
import { workflowRunsSuite } from './suites/workflowRuns';

// The 1.x line: the same workflows, the package in a running n8n (load, node types, credential test, trigger),
// the tools of an AI Agent, and the nodes panel of its editor.
workflowRunsSuite(1);
v2ConversationContactSuite(1);
v2DataSourceSuggestionAnalyticsSuite(1);
v2DataSourceSyncSuite(1);
v2AgentSuite(1);
serverSuite(1);
aiAgentSuite(1);
editorSuite(1);
