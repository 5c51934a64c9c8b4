/**
 * Version 2, Continue On Fail for every operation: each operation its description offers runs with valid
 * parameters (those of the v2 e2e workflows, test/e2e/workflows/v2-*.json) on two items while the service
 * refuses the API key (revoked: HTTP 401). Each item must come out as an error item `{ error, message }`
 * naming the HTTP status, paired with its input item, and the run must go on.
 */
import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { allWorkflows, liveChatAiNodes, nodeOperation } from '../../e2e/harness/workflows';
import { runLiveChatAi } from '../../harness/liveChatAi';
import { operationsOf } from '../../harness/operations';
import { nodeTypes, PACKAGE } from '../../harness/registry';
import type { OperationMap } from '../../../nodes/LiveChatAi/shared/node/resource';
import { operations } from '../../../nodes/LiveChatAi/v2/actions/versionDescription';
import { SEED, SIMULATOR_IDENTITY_SECRET } from '../../simulator';
import { useSimulator } from '../../simulator/testHelpers';

const h = useSimulator();

const V2_OPERATIONS = operationsOf(
	nodeTypes.getByNameAndVersion(`${PACKAGE}.liveChatAi`, 2).description.properties,
);

/** The v2 e2e workflows' nodes: the first one of each operation gives its parameters. */
const E2E_NODES = Object.entries(allWorkflows())
	.filter(([file]) => file.startsWith('v2-'))
	.flatMap(([, workflow]) => liveChatAiNodes(workflow))
	.filter((node) => node.typeVersion === 2);

/**
 * Where an e2e node reads another node's output (absent in this one-node workflow) or its item's `id` (here a
 * suggestion's), the agent or data source from the input item instead.
 */
const agentOfItem = { __rl: true, mode: 'id', value: '={{ $json.agentId }}' };
const OVERRIDES: Record<string, INodeParameters> = {
	'agent:get': { agent: agentOfItem },
	'agent:delete': { agent: agentOfItem },
	'dataSource:delete': { ids: '={{ $json.dataSourceId }}' },
};

/** Two input items with what the e2e nodes' expressions read (`$json.…`), each naming other records. */
const INPUT: IDataObject[] = [0, 1].map((index) => ({
	id: SEED.suggestions.active[index],
	agentId: SEED.agents.team[index],
	conversationId: SEED.conversations.tiedRecent[index],
	contactId: [SEED.contacts.alice, SEED.contacts.bob][index],
	dataSourceId: SEED.dataSources.supportWebsite[index],
	question: `Question ${index}?`,
	answer: `Answer ${index}.`,
	title: `Page ${index}`,
	content: `Content ${index}.`,
	url: `https://acme-sim.test/page-${index}`,
	fileName: `manual-${index}.pdf`,
	fileExtension: 'pdf',
	text: `Manual ${index}.`,
}));

function parametersOf(operation: string): INodeParameters {
	const node = E2E_NODES.find((candidate) => nodeOperation(candidate) === operation);
	if (!node) throw new Error(`no v2 e2e workflow uses ${operation}`);
	return { ...(node.parameters as INodeParameters), ...OVERRIDES[operation] };
}

it('covers every operation of version 2, each with the parameters of an e2e workflow node', () => {
	expect(V2_OPERATIONS.length).toBeGreaterThanOrEqual(25);
	for (const operation of V2_OPERATIONS) {
		// Another node's output is not there in this one-node workflow: such a parameter needs an override.
		expect([operation, JSON.stringify(parametersOf(operation))]).not.toEqual([
			operation,
			expect.stringContaining('$('),
		]);
	}
});

/** An operation that runs once for all items (Sync Q&A) rather than once per item. */
const isAllItems = (operation: string) => {
	const [resource, name] = operation.split(':');
	const byResource: OperationMap = operations;
	return 'executeAll' in byResource[resource][name];
};

describe.each(V2_OPERATIONS)(
	'%s, with Continue On Fail, the key refused (HTTP 401)',
	(operation) => {
		it('outputs one error item per input item, paired with it, naming the HTTP status', async () => {
			h.sim.revokeKey(h.sim.apiKey);
			const { items, error } = await runLiveChatAi(h.sim, parametersOf(operation), {
				typeVersion: 2,
				continueOnFail: true,
				input: INPUT,
				credentials: { identitySecret: SIMULATOR_IDENTITY_SECRET },
			});
			expect(error).toBeUndefined();
			expect(items).toEqual(
				[0, 1].map((item) => ({
					json: { error: expect.any(String), message: expect.stringContaining('HTTP 401') },
					pairedItem: { item },
				})),
			);
			expect(items[0].json.error).toBe('Unauthorized access');
			// Every request reached the service and was refused: the errors are the service's, not the parameters'.
			expect(h.sim.requests.map((request) => request.status)).toEqual(
				h.sim.requests.map(() => 401),
			);
			if (isAllItems(operation)) {
				// Its first step, the read every item needs, failed: each item gets that one error, nothing is written.
				expect(h.sim.requests.map((request) => request.method)).toEqual(['GET']);
				expect(items[1].json).toEqual(items[0].json);
			} else {
				// One request per item, none retried: the second item was tried after the first failed.
				expect(h.sim.requests).toHaveLength(INPUT.length);
			}
		});
	},
);
