import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import type { BotLabel } from '../descriptions/botLocator';
import { readLimit, returnAllOrLimit } from '../descriptions/returnAllOrLimit';
import { simplifyToggle } from '../descriptions/simplify';
import { readList } from '../transport';
import { invalidParameter } from '../parameters/validation';
import { conversationFilters, conversationFiltersQuery } from './conversationFilters';
import { conversationList } from './conversationList';
import { simplifyConversation } from './simplifyConversation';

// Conversations > Get Many of every node version: the fields after the bot field, and the reading.

/** Return All / Limit, the Filters and Simplify; `label` names the bot as the node version does. */
export const conversationListProperties = (label: BotLabel): INodeProperties[] => [
	...returnAllOrLimit(),
	conversationFilters({ label }),
	simplifyToggle,
];

/** The filters checked first (nothing is sent on bad input), then the pages the Limit needs, simplified unless told. */
export async function readConversations(
	this: IExecuteFunctions,
	itemIndex: number,
	agentId: string,
): Promise<IDataObject[]> {
	const limit = readLimit(this, itemIndex);
	const filters = this.getNodeParameter('filters', itemIndex, {}) as IDataObject;
	const query = conversationFiltersQuery(filters, this.getTimezone(), (displayName, problem, fix) =>
		invalidParameter(this.getNode(), displayName, itemIndex, problem, fix),
	);
	const simplify = this.getNodeParameter('simplify', itemIndex, true) as boolean;

	const list = conversationList({ ...query, agentId });
	const each = simplify ? simplifyConversation : undefined;
	return await readList.call(this, { ...list, each }, limit, itemIndex);
}
