import { editorSuite } from './suites/editor';
import { editorTriggerFieldsSuite } from './suites/editorTriggerFields';

editorSuite(2);
editorTriggerFieldsSuite();
