import { v2DataSourceSuggestionAnalyticsSuite } from './suites/v2DataSourceSuggestionAnalytics';
import { workflowRunsSuite } from './suites/workflowRuns';

workflowRunsSuite(2);
v2DataSourceSuggestionAnalyticsSuite(2);
