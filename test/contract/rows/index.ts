/** Every contract row: the v2 endpoints by resource family, then the legacy ones the node still calls. */
import type { ContractRow } from '../types';
import { AGENT_ROWS } from './agents';
import { ANALYTICS_ROWS } from './analytics';
import { CONTACT_ROWS } from './contacts';
import { CONVERSATION_ROWS } from './conversations';
import { DATA_SOURCE_ROWS } from './dataSources';
import { LEGACY_ROWS } from './legacy';

export const V2_ROWS: ContractRow[] = [
	...AGENT_ROWS,
	...ANALYTICS_ROWS,
	...CONTACT_ROWS,
	...CONVERSATION_ROWS,
	...DATA_SOURCE_ROWS,
];

export const CONTRACT_ROWS: ContractRow[] = [...V2_ROWS, ...LEGACY_ROWS];
