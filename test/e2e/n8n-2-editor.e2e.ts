import { editorSuite } from './suites/editor';
import { editorAnalyticsSuite } from './suites/editorAnalytics';
import { editorRequestOptionsSuite } from './suites/editorRequestOptions';
import { editorTriggerEventsSuite } from './suites/editorTriggerEvents';
import { editorTriggerFieldsSuite } from './suites/editorTriggerFields';

editorSuite(2);
editorTriggerFieldsSuite();
editorTriggerEventsSuite();
editorRequestOptionsSuite();
editorAnalyticsSuite();
