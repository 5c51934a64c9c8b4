/**
 * The benchmark's workflows, each a Manual Trigger, maybe a Code node making the input items, and the node
 * measured: this node (version 2) or n8n's HTTP Request node set up as a user would for the same requests.
 */
import type { WorkflowJson, WorkflowNode } from '../../test/e2e/harness/workflows';
import { CREDENTIAL, NODE_TYPE } from '../../test/e2e/harness/workflows';

/** The name of the measured node in every workflow (its run data is read by this name). */
export const MEASURED = 'Measured';

const credentials = { liveChatAiApi: { id: CREDENTIAL.id, name: CREDENTIAL.name } };
const byId = (value: string) => ({ __rl: true, mode: 'id', value });

function chain(
	id: string,
	name: string,
	nodes: Array<Omit<WorkflowNode, 'name'> & { name?: string }>,
) {
	const named = nodes.map((node, i) => ({
		id: `${id}-${i}`,
		position: [i * 250, 0],
		...node,
		name: node.name ?? (i === nodes.length - 1 ? MEASURED : `Step ${i}`),
	}));
	const connections = Object.fromEntries(
		named
			.slice(0, -1)
			.map((node, i) => [
				node.name,
				{ main: [[{ node: named[i + 1].name, type: 'main', index: 0 }]] },
			]),
	);
	return { id, name, nodes: named, connections } as WorkflowJson;
}

const start = {
	name: 'Start',
	type: 'n8n-nodes-base.manualTrigger',
	typeVersion: 1,
	parameters: {},
};

/** A Code node making `count` items `{question, answer}`, as a sheet of FAQ rows would. */
function qaRows(count: number) {
	return {
		type: 'n8n-nodes-base.code',
		typeVersion: 2,
		parameters: {
			jsCode: `return Array.from({ length: ${count} }, (_, i) => ({ json: { question: 'Benchmark question ' + (i + 1) + '?', answer: 'Benchmark answer ' + (i + 1) + '.' } }));`,
		},
	};
}

/** Data Source > Add Q&A over `count` items; `options` as the Options collection holds them. */
export function nodeBulkAdd(id: string, count: number, agentId: string, options: object) {
	return chain(id, `Bench: this node adds ${count} Q&A ${JSON.stringify(options)}`, [
		start,
		qaRows(count),
		{
			type: NODE_TYPE,
			typeVersion: 2,
			credentials,
			parameters: {
				resource: 'dataSource',
				operation: 'addQa',
				agent: byId(agentId),
				question: '={{ $json.question }}',
				answer: '={{ $json.answer }}',
				options,
			},
		},
	]);
}

/**
 * How the HTTP Request node authenticates: with this package's credential, or with n8n's generic Header Auth
 * credential holding `Authorization: Bearer <key>` (what a user without this package builds).
 */
export type HttpAuth = 'packageCredential' | 'headerAuth';

/** The Header Auth credential of the `headerAuth` set-up. */
export const HEADER_AUTH_CREDENTIAL = {
	id: 'BenchHeaderAuth1',
	name: 'LiveChatAI key as a header',
};

export function headerAuthCredential(apiKey: string) {
	return {
		...HEADER_AUTH_CREDENTIAL,
		type: 'httpHeaderAuth',
		data: { name: 'Authorization', value: `Bearer ${apiKey}` },
	};
}

function httpAuth(auth: HttpAuth) {
	return auth === 'packageCredential'
		? {
				credentials,
				auth: { authentication: 'predefinedCredentialType', nodeCredentialType: 'liveChatAiApi' },
			}
		: {
				credentials: { httpHeaderAuth: HEADER_AUTH_CREDENTIAL },
				auth: { authentication: 'genericCredentialType', genericAuthType: 'httpHeaderAuth' },
			};
}

/** The HTTP Request node (its newest version, defaults) sending the same POSTs. */
export function httpBulkAdd(
	id: string,
	count: number,
	agentId: string,
	baseUrl: string,
	how: HttpAuth,
) {
	const { credentials: used, auth } = httpAuth(how);
	return chain(id, `Bench: HTTP Request node adds ${count} Q&A (${how})`, [
		start,
		qaRows(count),
		{
			type: 'n8n-nodes-base.httpRequest',
			typeVersion: 4.5,
			credentials: used,
			parameters: {
				method: 'POST',
				url: `${baseUrl}/api/v2/data-sources/qa`,
				...auth,
				sendBody: true,
				bodyParameters: {
					parameters: [
						{ name: 'question', value: '={{ $json.question }}' },
						{ name: 'answer', value: '={{ $json.answer }}' },
						{ name: 'agentId', value: agentId },
					],
				},
				options: {},
			},
		},
	]);
}

/** Conversation > Get Many with Return All, other settings as they come. */
export function nodeReturnAll(id: string, agentId: string) {
	return chain(id, 'Bench: this node returns all conversations', [
		start,
		{
			type: NODE_TYPE,
			typeVersion: 2,
			credentials,
			parameters: {
				resource: 'conversation',
				operation: 'getMany',
				agent: byId(agentId),
				returnAll: true,
			},
		},
	]);
}

/** The HTTP Request node reading every page: `page` = pages read + 1, 100 per page, up to the last page. */
export function httpReturnAll(id: string, agentId: string, baseUrl: string, how: HttpAuth) {
	const meta = '$response.body.data.meta';
	const { credentials: used, auth } = httpAuth(how);
	return chain(id, `Bench: HTTP Request node pages through all conversations (${how})`, [
		start,
		{
			type: 'n8n-nodes-base.httpRequest',
			typeVersion: 4.5,
			credentials: used,
			parameters: {
				method: 'GET',
				url: `${baseUrl}/api/v2/conversations`,
				...auth,
				sendQuery: true,
				queryParameters: {
					parameters: [
						{ name: 'agentId', value: agentId },
						{ name: 'perPage', value: '100' },
					],
				},
				options: {
					pagination: {
						pagination: {
							paginationMode: 'updateAParameterInEachRequest',
							parameters: {
								parameters: [{ type: 'qs', name: 'page', value: '={{ $pageCount + 1 }}' }],
							},
							paginationCompleteWhen: 'other',
							completeExpression: `={{ ${meta}.currentPage >= ${meta}.totalPages }}`,
						},
					},
				},
			},
		},
	]);
}

/**
 * No request at all: a Set node evaluating the same two expressions per item as the measured nodes, to show
 * what n8n's expression engine alone costs over the items.
 */
export function expressionsOnly(id: string, count: number) {
	return chain(id, `Bench: a Set node evaluates the expressions of ${count} items`, [
		start,
		qaRows(count),
		{
			type: 'n8n-nodes-base.set',
			typeVersion: 3.4,
			parameters: {
				assignments: {
					assignments: [
						{ id: 'question', name: 'question', value: '={{ $json.question }}', type: 'string' },
						{ id: 'answer', name: 'answer', value: '={{ $json.answer }}', type: 'string' },
					],
				},
				options: {},
			},
		},
	]);
}
