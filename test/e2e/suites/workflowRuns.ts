/**
 * The workflows of test/e2e/workflows (together every operation of versions 1 and 2; Continue On Fail;
 * expressions over several items) and the runnable examples, imported into one real n8n and run with
 * `n8n execute` (operationRuns.ts, flowRuns.ts).
 */
import { versionSpec as v1Spec } from '../../../nodes/LiveChatAi/v1/versionDescription';
import { versionSpec as v2Spec } from '../../../nodes/LiveChatAi/v2/versionDescription';
import { operationsOf, propertiesOf } from '../../harness/operations';
import { n8nLine } from '../harness/manifest';
import { expectCleanLog, useN8n } from '../harness/useN8n';
import {
	allWorkflows,
	liveChatAiNodes,
	nodeOperation,
	runnableExamples,
} from '../harness/workflows';
import { operationRuns } from './operationRuns';
import { flowRuns } from './flowRuns';

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

		it.each([1, 2] as const)(
			'the workflows together use every operation of version %i',
			(version) => {
				const all = operationsOf(propertiesOf(version));
				const { resources } = version === 1 ? v1Spec : v2Spec;
				expect(new Set(all.map((operation) => operation.split(':')[0]))).toEqual(
					new Set(Object.keys(resources)),
				);
				expect([...new Set(usedOperations(version))].sort()).toEqual([...all].sort());
			},
		);

		operationRuns(under);
		flowRuns(under);

		it('n8n logged no warning or error about the package, and never printed the API key', () => {
			expectCleanLog(under);
		});
	});
}
