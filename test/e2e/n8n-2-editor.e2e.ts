import { editorSuite } from './suites/editor';

editorSuite(2);
