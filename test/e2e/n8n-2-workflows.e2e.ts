import { folderSyncExampleSuite } from './suites/folderSyncExample';
import { workflowRunsSuite } from './suites/workflowRuns';

workflowRunsSuite(2);
folderSyncExampleSuite(2);
