import { serverSuite } from './suites/server';

serverSuite(2);
