import { ExecuteContext, RoutingNode } from 'n8n-core';
import type {
	ICredentialDataDecryptedObject,
	ICredentialsDecrypted,
	INodeType,
} from 'n8n-workflow';
import { createEmptyRunExecutionData, Workflow } from 'n8n-workflow';

import { LiveChatAiApi } from '../../credentials/LiveChatAiApi.credentials';
import { TestNodeTypes } from './registry';
import { additionalDataFor, workflowNode } from './runWorkflow';

interface FailedTest {
	message: string;
	cause?: { code?: string; response?: { status: number; statusText?: string } };
}

/**
 * Runs the credential's `test` request the way n8n's credentials tester does when a user presses "Test" in
 * the credential dialog: a routing node built around the request, the credential's authenticate, real HTTP,
 * the same mapping of a failure to the message the dialog shows, and its rules on a 2xx answer's body.
 */
export async function testCredential(
	data: ICredentialDataDecryptedObject,
): Promise<{ status: 'OK' | 'Error'; message: string }> {
	const credentialType = new LiveChatAiApi();
	const { request, rules = [] } = credentialType.test;
	const nodeType: INodeType = {
		description: {
			displayName: 'Credential test',
			name: 'credentialTest',
			group: ['transform'],
			version: 1,
			description: '',
			defaults: {},
			inputs: [],
			outputs: [],
			credentials: [{ name: credentialType.name, required: true }],
			properties: [
				{ displayName: 'Temp', name: 'temp', type: 'string', default: '', routing: { request } },
			],
		},
	};
	// Named as n8n's tester names it; its type registered alone.
	const node = workflowNode('Temp-Node', 'tester.credentialTest', 1, {});
	const nodeTypes = new TestNodeTypes({ [node.type]: nodeType });
	const workflow = new Workflow({ nodes: [node], connections: {}, active: false, nodeTypes });
	const additionalData = additionalDataFor(undefined, data);
	const context = new ExecuteContext(
		workflow,
		node,
		additionalData,
		'internal',
		createEmptyRunExecutionData(),
		0,
		[],
		{ main: [[{ json: {} }]] },
		{ node, data: {}, source: null },
		[],
	);
	const decrypted: ICredentialsDecrypted = {
		id: '1',
		name: 'test',
		type: credentialType.name,
		data,
	};
	let response: Awaited<ReturnType<RoutingNode['runNode']>>;
	try {
		response = await new RoutingNode(context, nodeType, decrypted).runNode();
	} catch (thrown) {
		const { cause, message } = thrown as FailedTest;
		const status = cause?.response?.status;
		const rule = rules.find((r) => r.type === 'responseCode' && r.properties.value === status);
		const statusText = cause?.response?.statusText || `Received HTTP status code: ${status}`;
		const shown = status === undefined ? cause?.code || message : statusText;
		return { status: 'Error', message: rule?.properties.message ?? shown };
	}
	// A 2xx: each `responseSuccessBody` rule fails the test when the first item's value at its key is its value.
	const json = response?.[0]?.[0]?.json;
	for (const rule of rules) {
		if (
			rule.type === 'responseSuccessBody' &&
			valueAt(json, rule.properties.key) === rule.properties.value
		)
			return { status: 'Error', message: rule.properties.message };
	}
	return { status: 'OK', message: 'Connection successful!' };
}

/** The value at a dotted path, as lodash's `get` (which n8n's tester uses) reads it; undefined off the path. */
function valueAt(value: unknown, path: string): unknown {
	return path
		.split('.')
		.reduce<unknown>(
			(node, key) =>
				node !== null && node !== undefined ? (node as Record<string, unknown>)[key] : undefined,
			value,
		);
}
