/** shared/fields/idList.ts: the IDs of Data Source > Delete, one or many, as text or as an array. */
import { readIdList } from '../../nodes/LiveChatAi/shared/fields/idList';
import { contextWith, refusal, told } from './context';

const FIX = 'Enter one ID, or several separated by commas, e.g. ds_123, ds_456.';
const read = (value: unknown, itemIndex = 0) =>
	readIdList(contextWith(), value, 'Data Source IDs', itemIndex);

describe('readIdList', () => {
	// One ID: test/nodes/v1/dataSource.test.ts.
	it.each<[string, unknown, string[]]>([
		[
			'a comma-separated list: trimmed, empties dropped, repeats removed (the first kept)',
			' ds_web_home, ,ds_web_pricing,ds_web_home ,, ',
			['ds_web_home', 'ds_web_pricing'],
		],
		[
			'an array from an expression, the same way',
			['ds_text_hours', ' ds_pdf_manual ', 'ds_text_hours', '', null, undefined],
			['ds_text_hours', 'ds_pdf_manual'],
		],
		['numbers, as text', [12, '13'], ['12', '13']],
		['a number alone', 7, ['7']],
	])('reads %s', (_, value, ids) => {
		expect(read(value)).toEqual(ids);
	});

	it.each<[string, unknown]>([
		['nothing', undefined],
		['an empty array', []],
	])('refuses %s as empty (only commas: test/nodes/refusesBadInput.test.ts)', (_, value) => {
		expect(told(refusal(() => read(value, 2)))).toEqual({
			message: "'Data Source IDs' is empty [item 2]",
			description: FIX,
			itemIndex: 2,
		});
	});

	it('refuses an array holding something that is not an ID, showing it', () => {
		expect(told(refusal(() => read(['ds_qa_ai', { id: 'x' }])))).toEqual({
			message: '\'Data Source IDs\' holds {"id":"x"}, which is not an ID [item 0]',
			description: FIX,
			itemIndex: 0,
		});
	});
});
