/**
 * The bytes a model receives from version 2 as an AI tool, measured per operation on realistic records of the
 * simulator (its clock is fixed, so the sizes are exact) and on long ones (a pasted log, long texts) against the
 * API's JSON and a workflow step's output: none over 16 kB by default, the long ones cut to the bound, and the
 * table of docs/ai-tools.md is this measurement (the test says what to paste when they differ).
 */
/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test tooling: reads docs/ai-tools.md */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { INodeParameters } from 'n8n-workflow';

import { SEED, type Simulator } from '../../simulator';
import { useSimulator } from '../../simulator/testHelpers';
import { byId } from '../../harness/liveChatAi';
import { conversationWith } from './conversationWith';
import { longTextSources, pastedLog, visitorMessage } from '../longRecords';
import { operationsWith, parametersFor, runV2 } from './v2Operations';

const MAX_TOOL_BYTES = 16_000;
/** The agent of the long records: none of the seed's realistic ones is its. */
const LONG_TEXTS_AGENT = SEED.agents.team[0];

const outputBytes = async (sim: Simulator, parameters: INodeParameters, asTool: boolean) => {
	const { items, error } = await runV2(sim, parameters, { asTool });
	if (error) throw error;
	const json = items.map(({ json: item }) => item);
	// n8n hands a model one item as it is, several as an array.
	return Buffer.byteLength(JSON.stringify(json.length === 1 ? json[0] : json));
};

/** Each operation measured: its name, the record, its parameters. */
function measuredOperations(conversations: Record<number | 'withLog', string>) {
	const get = (id: string) => parametersFor('conversation:get', { conversationId: byId(id) });
	const many = (resource: string, agentId: string) =>
		parametersFor(`${resource}:getMany`, { agent: byId(agentId), limit: 50 });
	const { support, knowledgeBase } = SEED.agents;
	const rows: Array<[string, string, INodeParameters]> = [
		['Conversation > Get', '30 messages', get(conversations[30])],
		['Conversation > Get', '300 messages', get(conversations[300])],
		['Conversation > Get Many', '50 conversations', many('conversation', support)],
		['Contact > Get Many', '50 contacts', many('contact', support)],
		['Data Source > Get Many', '50 data sources', many('dataSource', knowledgeBase)],
		['AI Suggestion > Get Many', '50 suggestions', many('aiSuggestion', knowledgeBase)],
		['Conversation > Get', '10 messages, 2 of 20,000 characters', get(conversations.withLog)],
		[
			'Data Source > Get Many',
			'50 texts of 2,000 characters, Simplify off',
			{ ...many('dataSource', LONG_TEXTS_AGENT), simplify: false },
		],
	];
	return rows;
}

/** The API's JSON of the same record: the raw output where the operation has Simplify, the step's output else. */
const WITH_SIMPLIFY = operationsWith('simplify');
const rawParameters = (parameters: INodeParameters) =>
	WITH_SIMPLIFY.includes(`${String(parameters.resource)}:${String(parameters.operation)}`)
		? { ...parameters, simplify: false }
		: parameters;

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

describe('version 2 as an AI tool: the bytes a model receives', () => {
	// Measured once in beforeAll: no reset.
	const h = useSimulator({ reset: false });
	const rows: string[] = [];

	beforeAll(async () => {
		const sim = h.sim;
		const withLog = (await conversationWith(sim, 8, LONG_TEXTS_AGENT)).id;
		await visitorMessage(sim, LONG_TEXTS_AGENT, withLog, pastedLog(20_000));
		await longTextSources(sim, LONG_TEXTS_AGENT, 50, 2_000);
		const conversations = {
			30: (await conversationWith(sim, 30)).id,
			300: (await conversationWith(sim, 300)).id,
			withLog,
		};
		for (const [name, record, parameters] of measuredOperations(conversations)) {
			const raw = await outputBytes(sim, rawParameters(parameters), false);
			const step = await outputBytes(sim, parameters, false);
			const tool = await outputBytes(sim, parameters, true);
			const share = `${Math.round((tool / raw) * 100)} %`;
			rows.push(`| ${name} | ${record} | ${kB(raw)} | ${kB(step)} | ${kB(tool)} | ${share} |`);
		}
	}, 60_000);

	it(`no result over ${MAX_TOOL_BYTES / 1000} kB by default`, () => {
		const tool = rows.map((row) => Number(row.split('|')[5].replace(' kB', '')) * 1000);
		expect(tool.filter((bytes) => bytes > MAX_TOOL_BYTES)).toEqual([]);
	});

	it("docs/ai-tools.md's table is this measurement", () => {
		const readme = readFileSync(join(__dirname, '..', '..', '..', 'docs', 'ai-tools.md'), 'utf8');
		const table = readme.split('<!-- tool-sizes -->')[1] ?? '';
		const listed = table
			.split('\n')
			.filter((line) => line.startsWith('| ') && !line.startsWith('| Operation'));
		expect(listed).toEqual(rows);
	});
});
