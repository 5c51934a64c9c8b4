import { activatedTriggerSuite } from './suites/activatedTrigger';

activatedTriggerSuite('default');
activatedTriggerSuite('durable');
