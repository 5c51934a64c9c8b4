import { V2_MAX_PAGE_SIZE } from '../serviceDecisions';
import type { ListSpec } from './readList';

/** [doc] GET /api/v2/agents: `data` is the list, `pages` the wrapper, `limit` the page size (at most 100). */
export const AGENT_LIST: ListSpec = {
	path: '/api/v2/agents',
	pageSize: { name: 'limit', max: V2_MAX_PAGE_SIZE },
	items: ['data'],
};
