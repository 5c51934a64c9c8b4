import { deskLoopSuite } from './suites/deskLoop';

deskLoopSuite('regular');
deskLoopSuite('queue');
