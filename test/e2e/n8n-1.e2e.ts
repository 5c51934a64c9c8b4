import { aiAgentSuite } from './suites/aiAgent';
import { editorSuite } from './suites/editor';
import { serverSuite } from './suites/server';
import { workflowRunsSuite } from './suites/workflowRuns';

// The 1.x line: the same workflows, the package in a running n8n (load, node types, credential test, trigger),
// the tools of an AI Agent, and the nodes panel of its editor.
workflowRunsSuite(1);
serverSuite(1);
aiAgentSuite(1);
editorSuite(1);
