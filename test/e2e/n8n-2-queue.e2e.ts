import { queueSuite } from './suites/queue';

queueSuite(2);
