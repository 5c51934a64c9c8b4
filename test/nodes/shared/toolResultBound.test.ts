/**
 * The bound of a tool's result on its own (a pure function of the output items): whatever the records, random
 * ones included, at most 16 kB, every item paired, what is kept is the records' own beginning and each cut says
 * how much it left out. Through the engine and the simulator: test/nodes/toolResultBound.test.ts.
 */
import type { IDataObject, INodeExecutionData } from 'n8n-workflow';

import { withinToolBound } from '../../../nodes/LiveChatAi/shared/operations/toolResultBound';
import { random } from '../../harness/random';
import { resultBytes, TOOL_RESULT_BYTES } from '../longRecords';

const MARKER = /… \[([\d,]+) more characters left out\]$/;
const LIST_MARKER = /^… \[[\d,]+ more entr(y|ies) left out\]$/;

const paired = (records: IDataObject[]): INodeExecutionData[] =>
	records.map((json, item) => ({ json, pairedItem: { item } }));

/** A random record: texts of any length (multi-byte characters and emoji too), numbers, lists, objects. */
function randomRecord(next: () => number, depth = 0): IDataObject {
	const pick = <T>(choices: T[]) => choices[Math.floor(next() * choices.length)];
	const text = () =>
		Array.from({ length: Math.floor(next() * 4) + 1 }, () =>
			pick(['a', ' ', 'é', '漢', '😀', '\n', '"']).repeat(Math.floor(next() ** 4 * 8_000)),
		).join('');
	const value = (): IDataObject[string] =>
		depth < 2 && next() < 0.2
			? next() < 0.5
				? Array.from({ length: Math.floor(next() * 12) }, () => randomRecord(next, depth + 1))
				: randomRecord(next, depth + 1)
			: pick([text, () => Math.floor(next() * 1e6), () => next() < 0.5, () => null])();
	const fields = Math.floor(next() * 8) + 1;
	return Object.fromEntries(
		Array.from({ length: fields }, (_, index) => [`field${index}`, value()]),
	);
}

/** Whether `kept` is `whole` as far as it goes: texts whole or their beginning with the count, lists a prefix. */
function keptOf(kept: unknown, whole: unknown): boolean {
	if (typeof kept === 'string' && typeof whole === 'string') {
		const count = MARKER.exec(kept);
		if (kept === whole || !count) return kept === whole;
		const beginning = kept.slice(0, count.index);
		return (
			whole.startsWith(beginning) &&
			beginning.length + Number(count[1].replace(/,/g, '')) === whole.length
		);
	}
	if (Array.isArray(kept) && Array.isArray(whole))
		return kept.every((entry, index) =>
			LIST_MARKER.test(String(entry)) && index === kept.length - 1
				? true
				: keptOf(entry, whole[index]),
		);
	if (kept && whole && typeof kept === 'object' && typeof whole === 'object')
		return Object.entries(kept).every(([key, entry]) =>
			key === '…' ? LIST_MARKER.test(String(entry)) : keptOf(entry, (whole as IDataObject)[key]),
		);
	return kept === whole;
}

it('returns a result within the bound as it is', () => {
	const items = paired([{ id: 'ds_1', text: 'Short.' }]);
	expect(withinToolBound(items, 'Set a smaller Limit.')).toBe(items);
});

it('random results: at most 16 kB, every item paired, kept items their records beginning, cuts counted', () => {
	const next = random(28);
	let cut = 0;
	for (let run = 0; run < 60; run++) {
		const records = Array.from({ length: Math.floor(next() ** 2 * 40) + 1 }, () =>
			randomRecord(next),
		);
		const items = paired(records);
		const bounded = withinToolBound(items, 'Set a smaller Limit.');
		expect(resultBytes(bounded)).toBeLessThanOrEqual(TOOL_RESULT_BYTES);
		// Valid text: no character split in two (a lone half would not survive UTF-8).
		const json = JSON.stringify(bounded.map((item) => item.json));
		expect(Buffer.from(json, 'utf8').toString('utf8')).toBe(json);
		if (bounded === items) continue;
		cut++;
		const kept = bounded.slice(0, -1);
		kept.forEach(({ json: record, pairedItem }, index) => {
			expect(pairedItem).toEqual({ item: index });
			expect(keptOf(record, JSON.parse(JSON.stringify(records[index])))).toBe(true);
		});
		expect(bounded[bounded.length - 1].json.leftOut).toMatch(
			/^Cut to stay under 16 kB: .+\. Set a smaller Limit\.$/,
		);
		expect(bounded[bounded.length - 1].pairedItem).toBeDefined();
	}
	// Most random results are over the bound: the cuts were exercised.
	expect(cut).toBeGreaterThan(30);
});

it('an object of many fields keeps its first ones and says how many it left out', () => {
	const attributes = Object.fromEntries(
		Array.from({ length: 500 }, (_, index) => [`attribute${index}`, 'x'.repeat(150)]),
	);
	const [record, leftOut] = withinToolBound(paired([{ id: 'ct_1', attributes }]));
	const kept = record.json.attributes as IDataObject;
	const fields = Object.keys(kept);
	expect(fields.slice(0, -1)).toEqual(Object.keys(attributes).slice(0, fields.length - 1));
	expect(kept['…']).toBe(`… [${501 - fields.length} more entries left out]`);
	expect(resultBytes([record, leftOut])).toBeLessThanOrEqual(TOOL_RESULT_BYTES);
	expect(leftOut).toEqual({
		json: {
			leftOut: `Cut to stay under 16 kB: ${501 - fields.length} list entries left out (each list says how many).`,
		},
		pairedItem: { item: 0 },
	});
});

it('a record that cannot be shortened (a field name of 20,000 characters): the note alone', () => {
	const bounded = withinToolBound(paired([{ ['n'.repeat(20_000)]: 1 }]));
	expect(bounded).toEqual([
		{
			json: { leftOut: 'Cut to stay under 16 kB: 1 of 1 record left out.' },
			pairedItem: { item: 0 },
		},
	]);
});

describe('a list of which a model needs the newest entries (`newest`: a conversation’s messages)', () => {
	const message = (index: number, createdAt?: string) => ({
		id: `msg_${index}`,
		content: `Message ${index} `.repeat(60),
		...(createdAt ? { createdAt } : {}),
	});
	const day = (index: number) => new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString();
	const keptIds = (items: INodeExecutionData[]) =>
		(items[0].json.messages as Array<IDataObject | string>).map((entry) =>
			typeof entry === 'string' ? entry : entry.id,
		);

	it('keeps the newest by createdAt, in the record’s order, its marker first saying how many older ones it left out', () => {
		// Listed out of date order: the newest are the even ones.
		const messages = Array.from({ length: 150 }, (_, i) => message(i, day(i % 2 ? i : 200 + i)));
		const items = withinToolBound(paired([{ id: 'conv', messages }]), '', ['messages']);
		expect(resultBytes(items)).toBeLessThanOrEqual(TOOL_RESULT_BYTES);
		const [marker, ...kept] = keptIds(items);
		expect(marker).toBe(`… [${150 - kept.length} older entries left out]`);
		const newest = [...messages].sort((a, b) => b.createdAt!.localeCompare(a.createdAt!));
		const expected = messages.filter((m) => newest.slice(0, kept.length).includes(m));
		expect(kept).toEqual(expected.map(({ id }) => id));
		expect(kept.every((id) => Number(String(id).slice(4)) % 2 === 0)).toBe(true);
	});

	it('without dates keeps the last entries; a list it does not name keeps its first', () => {
		const messages = Array.from({ length: 150 }, (_, i) => message(i));
		const [marker, ...kept] = keptIds(withinToolBound(paired([{ messages }]), '', ['messages']));
		expect(kept).toEqual(messages.slice(-kept.length).map(({ id }) => id));
		expect(marker).toBe(`… [${150 - kept.length} older entries left out]`);
		const first = keptIds(withinToolBound(paired([{ messages }])));
		expect(first.slice(0, -1)).toEqual(messages.slice(0, first.length - 1).map(({ id }) => id));
		expect(first[first.length - 1]).toMatch(LIST_MARKER);
	});
});
