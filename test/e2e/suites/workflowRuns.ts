/**
 * The workflows of test/e2e/workflows (together every operation of versions 1 and 2; Continue On Fail;
 * expressions over several items) and the runnable examples, imported into one real n8n and run with
 * `n8n execute`, checked by their output and by the requests the simulator received.
 */
import { versionSpec as v1Spec } from '../../../nodes/LiveChatAi/v1/actions/versionDescription';
import { versionSpec as v2Spec } from '../../../nodes/LiveChatAi/v2/actions/versionDescription';
import { operationsOf, propertiesOf } from '../../harness/operations';
import { n8nLine } from '../harness/manifest';
import { expectCleanLog, useN8n } from '../harness/useN8n';
import {
	allWorkflows,
	liveChatAiNodes,
	nodeOperation,
	runnableExamples,
} from '../harness/workflows';
import { v1FlowRuns } from './v1FlowRuns';
import { v1ResourceRuns } from './v1ResourceRuns';
import { v2AgentConversationRuns } from './v2AgentConversationRuns';
import { v2DataSourceRuns } from './v2DataSourceRuns';
import type { WorkflowRunContext } from './workflowRunContext';
import { executeSucceeding } from './workflowRunContext';

/** The operations of each version-2 workflow by resource, sorted (twice where two nodes use one). */
const V2_WORKFLOWS: Record<string, Record<string, string>> = {
	'v2-agent.json': {
		agent: 'create delete get get getConversationCount getMany getMany getMessageCount',
	},
	'v2-conversation-contact.json': {
		contact: 'get getAgents getConversations getMany upsert',
		conversation: 'get getMany getManyInboxViews reply sendMessage sendMessage sendTypingIndicator',
	},
	'v2-data-source-suggestion-analytics.json': {
		aiSuggestion: 'dismiss get getMany',
		analytics: 'get get',
		dataSource: 'addFile addQa addText addUrl crawlWebsite delete getMany syncQa',
	},
	'v2-data-source-sync.json': { dataSource: 'syncFiles syncTexts syncTexts syncUrls' },
};

export function workflowRunsSuite(major: 1 | 2): void {
	const setup = n8nLine(major);

	describe(`n8n ${setup.version}: workflows run by \`n8n execute\``, () => {
		const under = useN8n(setup, 'workflows', {
			workflows: () => [
				...Object.values(allWorkflows()),
				...runnableExamples().map((example) => example.workflow),
			],
		});

		/** The operations the enabled nodes of `version` (1: typeVersion 1.x) use across every workflow. */
		const usedOperations = (version: 1 | 2) =>
			Object.values(allWorkflows())
				.flatMap(liveChatAiNodes)
				.filter((node) => Math.floor(node.typeVersion) === version)
				.map(nodeOperation);

		it('the workflows together use every operation of version 1', () => {
			const all = operationsOf(propertiesOf(1));
			expect(all).toHaveLength(21);
			expect(Object.keys(v1Spec.resources)).toHaveLength(7);
			expect([...new Set(usedOperations(1))].sort()).toEqual([...all].sort());
		});

		it('the version-2 workflows together use every operation of version 2', () => {
			const all = operationsOf(propertiesOf(2));
			expect(new Set(all.map((operation) => operation.split(':')[0]))).toEqual(
				new Set(Object.keys(v2Spec.resources)),
			);
			expect([...new Set(usedOperations(2))].sort()).toEqual([...all].sort());
		});

		it.each(Object.entries(V2_WORKFLOWS))(
			'%s: its LiveChatAI nodes are all at typeVersion 2, and use the operations listed',
			(file, byResource) => {
				const nodes = liveChatAiNodes(allWorkflows()[file]);
				expect(nodes.map((node) => node.typeVersion)).toEqual(nodes.map(() => 2));
				expect(nodes.map(nodeOperation).sort()).toEqual(
					Object.entries(byResource).flatMap(([resource, operations]) =>
						operations.split(' ').map((operation) => `${resource}:${operation}`),
					),
				);
			},
		);

		const ctx: WorkflowRunContext = {
			get sim() {
				return under.sim;
			},
			execute: async (workflowId) => await executeSucceeding(under.n8n, under.sim, workflowId),
		};
		v1ResourceRuns(ctx);
		v1FlowRuns(ctx);
		v2AgentConversationRuns(ctx);
		v2DataSourceRuns(ctx);

		it('n8n logged no warning or error about the package, and never printed the API key', () => {
			expectCleanLog(under);
		});
	});
}
