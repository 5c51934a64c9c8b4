import { aiAgentSuite } from './suites/aiAgent';

aiAgentSuite(2);
