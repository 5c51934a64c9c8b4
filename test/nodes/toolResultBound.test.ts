/**
 * The bound of a tool's result, through the real engine against the simulator: run as a tool, no operation of
 * either node version gives a model more than 16 kB whatever the records (every text of them 5,000 characters
 * long); a pasted log in a conversation is shortened with a marker saying how much was left out, the other
 * messages whole; a list of long texts keeps as many records as fit, says how many it left out and how to get
 * more; every item stays paired; a workflow step keeps its output.
 */
import type { IDataObject, INodeExecutionData, INodeParameters } from 'n8n-workflow';

import { byId, runLiveChatAi } from '../harness/liveChatAi';
import { SEED } from '../simulator';
import { useSimulator } from '../simulator/testHelpers';
import { BOTH_VERSIONS } from './bothVersions';
import {
	lengthenTexts,
	longTextSources,
	pastedLog,
	resultBytes,
	TOOL_RESULT_BYTES,
	visitorMessage,
} from './longRecords';
import { v1Parameters, VALID_INPUT } from './validParameters';
import { conversationWith } from './v2/conversationWith';
import { parametersFor, runV2 } from './v2/v2Operations';

const MARKER = /… \[([\d,]+) more characters left out\]$/;
const leftOutOf = (text: string) => Number(MARKER.exec(text)?.[1].replace(/,/g, '') ?? 0);
const note = (items: INodeExecutionData[]) => items[items.length - 1].json.leftOut;

describe('every operation as a tool, every text of the records 5,000 characters long', () => {
	const h = useSimulator();
	beforeEach(() => lengthenTexts(h.sim, 5_000));

	describe.each(BOTH_VERSIONS)('version $version', ({ operations, run }) => {
		it.each(operations)('%s: at most 16 kB, every item paired', async (operation) => {
			// One input item, as a tool gets (two would act twice on one record: the second a 404).
			const { items, error } = await run(
				h.sim,
				operation,
				{},
				{ asTool: true, input: [VALID_INPUT[0]] },
			);
			expect(error).toBeUndefined();
			expect(resultBytes(items)).toBeLessThanOrEqual(TOOL_RESULT_BYTES);
			for (const { pairedItem } of items) expect(pairedItem).toBeDefined();
		});
	});
});

describe('long records', () => {
	// Records made in beforeAll, read only: no reset.
	const h = useSimulator({ reset: false });
	const agent = SEED.agents.team[0];
	const log = pastedLog(20_000);
	let conversationId: string;
	let sources: string[];
	let hundred: Awaited<ReturnType<typeof conversationWith>>;

	beforeAll(async () => {
		conversationId = (await conversationWith(h.sim, 8)).id;
		await visitorMessage(h.sim, SEED.agents.support, conversationId, log);
		sources = await longTextSources(h.sim, agent, 50, 2_000);
		hundred = await conversationWith(h.sim, 100);
	});

	describe('Conversation > Get with a pasted log of 20,000 characters', () => {
		const get = (options: INodeParameters = {}, simplify = true) =>
			parametersFor('conversation:get', {
				conversationId: byId(conversationId),
				simplify,
				options,
			});

		it('as a tool: the log and its echo shortened, each saying by how much, the other messages whole', async () => {
			const { items } = await runV2(h.sim, get(), { asTool: true });
			const step = await runV2(h.sim, get());
			expect(resultBytes(items)).toBeLessThanOrEqual(TOOL_RESULT_BYTES);

			const transcript = items[0].json.transcript as string[];
			expect(transcript).toHaveLength(10);
			const [answer, question, ...older] = transcript;
			// The visitor's line keeps the log's beginning, and counts the rest exactly.
			const kept = question.replace(MARKER, '').replace(/^\S+ Visitor: /, '');
			expect(log.startsWith(kept)).toBe(true);
			expect(kept.length).toBeGreaterThan(1_000);
			expect(kept.length + leftOutOf(question)).toBe(log.length);
			expect(leftOutOf(answer)).toBeGreaterThan(0);
			// The eight older messages whole, newest first.
			const messages = (step.items[0].json.messages as IDataObject[]).map(({ content }) => content);
			expect(messages.slice(-2)).toEqual([log, expect.stringContaining(log.trim())]);
			older.forEach((line, index) => {
				expect(line).not.toMatch(MARKER);
				expect(line).toContain(String(messages[7 - index]));
			});

			expect(items[1]).toEqual({
				json: {
					leftOut:
						'Cut to stay under 16 kB: 2 long texts shortened (each says by how much). Set a smaller Message Limit: fewer messages, more room for each.',
				},
				pairedItem: { item: 0 },
			});
			expect(items[0].pairedItem).toEqual({ item: 0 });
		});

		it('as a tool with Simplify off: the record, its texts shortened', async () => {
			const { items } = await runV2(h.sim, get({}, false), { asTool: true });
			expect(resultBytes(items)).toBeLessThanOrEqual(TOOL_RESULT_BYTES);
			const messages = items[0].json.messages as IDataObject[];
			expect(messages).toHaveLength(10);
			// The two long ones shortened to one length, the bound's room shared between them.
			const kept = messages.slice(-2).map(({ content }) => String(content).replace(MARKER, ''));
			expect(kept[0]).toBe(log.slice(0, kept[0].length));
			expect(kept[1].length).toBe(kept[0].length);
			expect(kept[0].length).toBeGreaterThan(5_000);
			for (const { content } of messages.slice(0, -2)) expect(content).not.toMatch(MARKER);
			expect(note(items)).toMatch(/^Cut to stay under 16 kB: 2 long texts shortened/);
		});
	});

	it('Conversation > Get of 100 messages with Simplify off, as a tool: the newest messages, the older ones counted', async () => {
		const parameters = parametersFor('conversation:get', {
			conversationId: byId(hundred.id),
			simplify: false,
		});
		const { items } = await runV2(h.sim, parameters, { asTool: true });
		expect(Buffer.byteLength(JSON.stringify(hundred.raw))).toBeGreaterThan(35_000);
		expect(resultBytes(items)).toBeLessThanOrEqual(TOOL_RESULT_BYTES);
		const messages = items[0].json.messages as Array<IDataObject | string>;
		const shown = messages.slice(1) as IDataObject[];
		expect(shown.length).toBeGreaterThan(10);
		// The newest messages, in the record's order, a long one (an AI answer) shortened to 200 characters, saying by how much.
		const newest = hundred.texts.slice(-shown.length);
		const shortened = shown.filter(({ content }) => MARKER.test(String(content)));
		shown.forEach(({ content }, index) => {
			const text = String(content).replace(MARKER, '');
			expect(text.length + leftOutOf(String(content))).toBe(newest[index].length);
			expect(newest[index].startsWith(text)).toBe(true);
		});
		expect(messages[0]).toBe(`… [${100 - shown.length} older entries left out]`);
		expect(note(items)).toBe(
			`Cut to stay under 16 kB: ${shortened.length} long texts shortened (each says by how much); ${100 - shown.length} list entries left out (each list says how many). Set a smaller Message Limit: fewer messages, more room for each.`,
		);
	});

	describe('Data Source > Get Many of 50 texts of 2,000 characters, Simplify off', () => {
		const getMany = (limit: number) =>
			parametersFor('dataSource:getMany', { agent: byId(agent), limit, simplify: false });

		it('as a tool: the first records, their texts shortened, the others counted, with how to get more', async () => {
			const { items } = await runV2(h.sim, getMany(50), { asTool: true });
			const step = await runV2(h.sim, getMany(50));
			expect(step.items.map(({ json }) => json.id)).toEqual(sources);
			expect(resultBytes(step.items)).toBeGreaterThan(100_000);

			expect(resultBytes(items)).toBeLessThanOrEqual(TOOL_RESULT_BYTES);
			const records = items.slice(0, -1);
			expect(records.length).toBeGreaterThan(10);
			records.forEach(({ json, pairedItem }, index) => {
				const whole = step.items[index].json;
				expect(json).toEqual({ ...whole, text: expect.stringMatching(MARKER) });
				const text = String(json.text).replace(MARKER, '');
				expect(text.length + leftOutOf(String(json.text))).toBe(String(whole.text).length);
				expect(pairedItem).toEqual({ item: 0 });
			});
			expect(items[items.length - 1]).toEqual({
				json: {
					leftOut: `Cut to stay under 16 kB: ${50 - records.length} of 50 records left out; ${records.length} long texts shortened (each says by how much). Set a smaller Limit: fewer data sources, more room for each.`,
				},
				pairedItem: { item: 0 },
			});
		});

		it('as a tool with Limit 10: every record, each text as long as the bound allows', async () => {
			const { items } = await runV2(h.sim, getMany(10), { asTool: true });
			expect(resultBytes(items)).toBeLessThanOrEqual(TOOL_RESULT_BYTES);
			// Room left for less than one more character a text.
			expect(resultBytes(items)).toBeGreaterThan(TOOL_RESULT_BYTES - 400);
			expect(items.slice(0, -1).map(({ json }) => json.id)).toEqual(sources.slice(0, 10));
			const kept = items.slice(0, -1).map(({ json }) => String(json.text).replace(MARKER, ''));
			expect(new Set(kept.map((text) => text.length)).size).toBe(1);
			expect(note(items)).toMatch(/^Cut to stay under 16 kB: 10 long texts shortened/);
		});

		it('a workflow step keeps every record whole', async () => {
			const { items } = await runV2(h.sim, getMany(50));
			expect(items).toHaveLength(50);
			for (const { json } of items) expect(String(json.text)).toHaveLength(2_000);
		});
	});

	it('version 1, Data Source > Get Many as a tool: at most 16 kB, the records left out counted', async () => {
		const parameters = v1Parameters('dataSource:getMany', { chatbot: byId(agent) });
		const { items } = await runLiveChatAi(h.sim, parameters, { asTool: true });
		const step = await runLiveChatAi(h.sim, parameters);
		expect(step.items).toHaveLength(50);

		expect(resultBytes(items)).toBeLessThanOrEqual(TOOL_RESULT_BYTES);
		const records = items.slice(0, -1);
		expect(records.map(({ json }) => json.id)).toEqual(
			step.items.slice(0, records.length).map(({ json }) => json.id),
		);
		expect(note(items)).toBe(
			`Cut to stay under 16 kB: ${50 - records.length} of 50 records left out; ${records.length} long texts shortened (each says by how much). Set a smaller Limit: fewer data sources, more room for each.`,
		);
		for (const { pairedItem } of items) expect(pairedItem).toEqual({ item: 0 });
	});
});
