import { v2ConversationContactSuite } from './suites/v2ConversationContact';
import { workflowRunsSuite } from './suites/workflowRuns';

workflowRunsSuite(2);
v2ConversationContactSuite(2);
