import { writeBackSuite } from './suites/writeBack';

writeBackSuite('regular');
writeBackSuite('queue');
