import { editorSuite } from './suites/editor';
import { editorRequestOptionsSuite } from './suites/editorRequestOptions';
import { editorTriggerFieldsSuite } from './suites/editorTriggerFields';

editorSuite(2);
editorTriggerFieldsSuite();
editorRequestOptionsSuite();
