/** Analytics > Get's parameters in the tests: the support agent and a period of the seed (15 days of October). */
import type { INodeParameters } from 'n8n-workflow';

import { byId } from '../../harness/liveChatAi';
import { SEED } from '../../simulator';
import { parametersFor } from './v2Operations';

export const agentId = SEED.agents.support;
export const PERIOD = { startDate: '2026-10-17', endDate: '2026-10-31' };
/** n8n's timezone when the workflow sets none: the dates are read and the days counted there. */
export const WORKFLOW_ZONE = 'America/New_York';

export const analytics = (parameters: INodeParameters) =>
	parametersFor('analytics:get', { agent: byId(agentId), ...PERIOD, ...parameters });
