import { serverSuite } from './suites/server';
import { v2ConversationContactSuite } from './suites/v2ConversationContact';
import { workflowRunsSuite } from './suites/workflowRuns';

// The 1.x line: the same workflows, and the package in a running n8n (load, node types, credential test, trigger).
workflowRunsSuite(1);
v2ConversationContactSuite(1);
serverSuite(1);
