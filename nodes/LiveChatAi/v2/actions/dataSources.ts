import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import type { ListSpec } from '../../shared/lists/readList';
import { v2Delete, v2Request } from '../../shared/transport';
import { V2_MAX_PAGE_SIZE } from '../../shared/serviceDecisions';

/** [doc] GET /api/v2/data-sources: items under `data.items`, the `pages` wrapper inside `data`, size `limit`. */
export function dataSourceList(agentId: string, source: string): ListSpec {
	return {
		path: '/api/v2/data-sources',
		query: { agentId, source },
		pageSize: { name: 'limit', max: V2_MAX_PAGE_SIZE },
		items: ['data', 'items'],
	};
}

const SHORT_FIELDS = [
	'id',
	'title',
	'url',
	'source',
	'status',
	'characterCount',
	'createdAt',
	'updatedAt',
];

/** The short form of a data source: its ids, kind and times, without the long `text` (or a Q&A answer). */
export function simplifyDataSource(item: IDataObject): IDataObject {
	return Object.fromEntries(
		SHORT_FIELDS.filter((name) => name in item).map((name) => [name, item[name]]),
	);
}

/** Adds one data source; outputs the new item with the service's message beside it. */
export async function addDataSource(
	this: IExecuteFunctions,
	itemIndex: number,
	kind: 'text' | 'url' | 'qa' | 'file',
	body: IDataObject,
): Promise<IDataObject> {
	const path = `/api/v2/data-sources/${kind}`;
	const data = await v2Request.call(this, { method: 'POST', path, body, itemIndex });
	const item = (data.item ?? {}) as IDataObject;
	return { ...item, message: data.message ?? null };
}

export interface DeletedDataSources {
	deletedIds: string[];
	notFoundIds: string[];
	/** Of `deletedIds`, those an earlier attempt LiveChatAI may have acted on deleted: the retry found them gone. */
	alreadyDeletedIds?: string[];
	message: IDataObject[string];
}

/** [doc] DELETE /api/v2/data-sources: the ids deleted and those not found (of another agent or kind, or gone). */
export async function deleteDataSources(
	this: IExecuteFunctions,
	itemIndex: number | undefined,
	body: { agentId: string; source: string; ids: string[] },
): Promise<DeletedDataSources> {
	const { agentId, source, ids } = body;
	// One ID goes as `id`, several as `ids`.
	const sent: IDataObject = { agentId, source, ...(ids.length === 1 ? { id: ids[0] } : { ids }) };
	// A 404 names the agent, never a data source: it stays an error after any retry.
	const { data, afterMaybeActed } = await v2Delete.call(this, {
		path: '/api/v2/data-sources',
		body: sent,
		itemIndex,
		notFoundIsGone: false,
		bodyNeeded: 'the IDs it deleted and those it did not find (deleted, notFound)',
	});
	const strings = (value: unknown) =>
		Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
	const deletedIds = strings(data.deleted);
	const notFoundIds = strings(data.notFound);
	const message = data.message ?? null;
	// [decision] RETRIED_DELETE_GONE_STATUS: after an attempt LiveChatAI may have acted on, an ID not found is one
	// that attempt deleted.
	if (afterMaybeActed && notFoundIds.length > 0) {
		const all = [...deletedIds, ...notFoundIds];
		return { deletedIds: all, notFoundIds: [], alreadyDeletedIds: notFoundIds, message };
	}
	return { deletedIds, notFoundIds, message };
}
