/**
 * The direction between the unit tests and the e2e workflows (test/e2e/workflows/*.json): the unit tests take no
 * parameters from those workflows (theirs are validParameters.ts), and the workflows follow the node: every
 * operation of both versions is run by an enabled node of its version there. Checked here as well as in the e2e
 * suite (suites/workflowRuns.ts) so that an operation added to the node but forgotten in the workflows fails
 * `npm test` at once, not the e2e run half an hour in.
 */
import { allWorkflows, liveChatAiNodes, nodeOperation } from '../e2e/harness/workflows';
import { V1_OPERATIONS } from './v1/operations';
import { V2_OPERATIONS } from './v2/v2Operations';

const E2E_NODES = Object.values(allWorkflows()).flatMap(liveChatAiNodes);

it.each([
	[1, V1_OPERATIONS],
	[2, V2_OPERATIONS],
])('the e2e workflows run every operation of version %i', (version, operations) => {
	const run = E2E_NODES.filter((node) => Math.floor(node.typeVersion) === version).map(
		nodeOperation,
	);
	expect(operations.filter((operation) => !run.includes(operation))).toEqual([]);
});
