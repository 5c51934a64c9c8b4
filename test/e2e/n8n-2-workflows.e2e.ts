import { workflowRunsSuite } from './suites/workflowRuns';

workflowRunsSuite(2);
