/**
 * The basic checks every operation, the trigger and the list methods use (shared/fields/validation.ts, with
 * `parameterText`, and their readers in shared/fields/readParameters.ts): a refusal names the parameter as the editor shows it and the item, and
 * says how to fix it.
 */
import { requirePositiveInteger } from '../../nodes/LiveChatAi/shared/fields/typedValues';
import {
	invalidParameter,
	parameterText,
	requireText,
} from '../../nodes/LiveChatAi/shared/fields/validation';
import { NODE, refusal, told } from './context';

describe('parameterText', () => {
	it.each<[unknown, string]>([
		[undefined, ''],
		[null, ''],
		['  a b \n', 'a b'],
		[42, '42'],
		[0, '0'],
		[false, 'false'],
	])('reads %j as %j', (value, text) => {
		expect(parameterText(value)).toBe(text);
	});
});

// A refusal naming the parameter, the item and the fix, the node too: every `told(refusal(...))` of these files.
describe('invalidParameter', () => {
	it('names no item where there is none (a poll, a list method)', () => {
		const error = invalidParameter(NODE, 'Agents', undefined, 'is empty', 'Pick an agent.');
		expect(told(error)).toEqual({
			message: "'Agents' is empty",
			description: 'Pick an agent.',
			itemIndex: undefined,
		});
	});
});

// requireText gives the value's parameterText, e.g. a trimmed Question in test/nodes/v2/dataSource.test.ts.
describe('requireText', () => {
	it.each([undefined, null, '', ' \n\t '])('refuses %j as empty', (value) => {
		expect(told(refusal(() => requireText(NODE, value, 'Name', 2)))).toEqual({
			message: "'Name' is empty [item 2]",
			description: "Enter a value for 'Name'.",
			itemIndex: 2,
		});
	});
});

// The whole numbers accepted: each Limit and Concurrent Requests of test/nodes/.
describe('requirePositiveInteger', () => {
	it.each<[unknown, string]>([
		[0, '0'],
		[-5, '-5'],
		[2.5, '2.5'],
		[Number.NaN, 'NaN'],
		['three', '"three"'],
		['2.5', '"2.5"'],
		[undefined, 'undefined'],
	])('refuses %j', (value, shown) => {
		const error = refusal(() => requirePositiveInteger(NODE, value, 'Limit', 1, 'Use 1 or more.'));
		expect(told(error)).toEqual({
			message: `'Limit' must be a whole number of at least 1, not ${shown} [item 1]`,
			description: 'Use 1 or more.',
			itemIndex: 1,
		});
	});

	// An expression hands its result over as written: "3" is the number 3, as n8n reads a number.
	it.each<[unknown, number]>([
		['3', 3],
		[' 7 ', 7],
		[12, 12],
	])('reads %j as %j', (value, number) => {
		expect(requirePositiveInteger(NODE, value, 'Limit', 1, 'Use 1 or more.')).toBe(number);
	});
});
