/**
 * Version 2, every operation with Return All (enumerated from the node's description), against a service that
 * ignores `page` (every page the first one, no total, always a next page): the node stops at the first page that
 * brings nothing new instead of reading the same page for ever, and outputs each item once.
 */
import type { INodeParameters, INodeProperties } from 'n8n-workflow';

import { byId, runLiveChatAi } from '../../harness/liveChatAi';
import { nodeTypes, PACKAGE } from '../../harness/registry';
import { SEED } from '../../simulator';
import { useSimulator } from '../../simulator/testHelpers';

const h = useSimulator();

const { properties } = nodeTypes.getByNameAndVersion(`${PACKAGE}.liveChatAi`, 2).description;

/** `resource:operation` of every operation that has Return All. */
const WITH_RETURN_ALL = properties
	.filter((property: INodeProperties) => property.name === 'returnAll')
	.flatMap((property) => {
		const show = property.displayOptions?.show ?? {};
		const resources = (show.resource ?? []) as string[];
		const operations = (show.operation ?? []) as string[];
		return resources.flatMap((resource) => operations.map((op) => `${resource}:${op}`));
	});

/** What each list needs besides Return All; the largest lists of the seed, so paging matters. */
const PARAMETERS: Record<string, INodeParameters> = {
	'agent:getMany': {},
	'aiSuggestion:getMany': { agent: byId(SEED.agents.knowledgeBase) },
	'contact:getMany': { agent: byId(SEED.agents.support) },
	'contact:getConversations': { contactId: SEED.contacts.alice },
	'conversation:getMany': { agent: byId(SEED.agents.support) },
	'conversation:getManyInboxViews': { agent: byId(SEED.agents.support) },
	'dataSource:getMany': { agent: byId(SEED.agents.knowledgeBase), source: 'ALL' },
};

async function returnAll(operation: string) {
	const [resource, name] = operation.split(':');
	const parameters = { resource, operation: name, returnAll: true, ...PARAMETERS[operation] };
	const { items, error } = await runLiveChatAi(h.sim, parameters, { typeVersion: 2 });
	expect(error).toBeUndefined();
	return items.map((item) => JSON.stringify(item.json));
}

it('knows every list of version 2 that has Return All', () => {
	expect(WITH_RETURN_ALL.sort()).toEqual(Object.keys(PARAMETERS).sort());
});

it.each(WITH_RETURN_ALL)('%s stops where the pages bring nothing new', async (operation) => {
	const listed = (await returnAll(operation)).length;
	h.sim.clearRequests();
	h.sim.setPaging('ignoresPage');
	const items = await returnAll(operation);
	// What one page holds, each once; a full first page costs one more request to learn nothing is new.
	expect(items).toHaveLength(Math.min(listed, 100));
	expect(new Set(items).size).toBe(items.length);
	expect(h.sim.requests).toHaveLength(listed >= 100 ? 2 : 1);
});

it('the seed makes at least three of the lists longer than a page', async () => {
	const long = [];
	for (const operation of WITH_RETURN_ALL) {
		if ((await returnAll(operation)).length > 100) long.push(operation);
	}
	expect(long.length).toBeGreaterThanOrEqual(3);
});
