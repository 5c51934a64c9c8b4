/**
 * shared/fields/apiDate.ts: the dates of the v2 API's lists and reports (Start Date, End Date) as the API takes them,
 * Unix seconds or ISO 8601 in UTC, and the range they make.
 */
import type { InvalidParameter } from '../../nodes/LiveChatAi/shared/fields/apiDate';
import {
	dateRangeQuery,
	itemDateRange,
	toApiDate,
} from '../../nodes/LiveChatAi/shared/fields/apiDate';
import { invalidParameter } from '../../nodes/LiveChatAi/shared/fields/validation';
import { contextWith, NODE, refusal, told } from './context';

const DATE_FIX =
	'Pick a date, or give an ISO 8601 date (e.g. 2026-10-15T08:00:00Z) or Unix seconds (e.g. {{ $now.minus({ days: 7 }).toSeconds() }}).';

/** Refusals as an operation makes them, for item 0. */
const invalid: InvalidParameter = (displayName, problem, fix) =>
	invalidParameter(NODE, displayName, 0, problem, fix);
const apiDate = (value: unknown, timezone = 'UTC') =>
	toApiDate(value, timezone, 'Start Date', invalid);

describe('toApiDate', () => {
	it.each([undefined, null, '', '  '])('gives nothing for %j', (value) => {
		expect(apiDate(value)).toBeUndefined();
	});

	// ISO 8601 with a zone, Unix seconds with a fraction and a DateTime: test/nodes/shared/conversationList.test.ts.
	it.each<[string, unknown, string]>([
		['Unix seconds as text', ' 1793000000 ', '1793000000'],
		['a Date', new Date('2026-10-20T00:00:00Z'), '2026-10-20T00:00:00.000Z'],
	])('reads %s', (_, value, sent) => {
		expect(apiDate(value)?.value).toBe(sent);
	});

	// New York: itemDateRange below.
	it("reads a date without a zone (the date picker's) in the workflow's timezone", () => {
		expect(apiDate('2026-10-25T00:00:00', 'Asia/Tokyo')).toEqual({
			value: '2026-10-24T15:00:00.000Z',
			ms: Date.parse('2026-10-24T15:00:00Z'),
		});
	});

	it.each<[unknown]>([['next tuesday'], [-5], [Number.POSITIVE_INFINITY], [{ day: 1 }]])(
		'refuses %j as no date',
		(value) => {
			expect(told(refusal(() => apiDate(value)))).toEqual({
				message: "'Start Date' is not a valid date [item 0]",
				description: DATE_FIX,
				itemIndex: 0,
			});
		},
	);

	it('refuses milliseconds, saying to divide them by 1000', () => {
		const error = refusal(() => toApiDate(1793000000000, 'UTC', 'End Date', invalid));
		expect(told(error)).toEqual({
			message: "'End Date' looks like milliseconds, not Unix seconds [item 0]",
			description: `Divide it by 1000. ${DATE_FIX}`,
			itemIndex: 0,
		});
	});
});

describe('dateRangeQuery', () => {
	it('sends only the dates given', () => {
		expect(dateRangeQuery('', undefined, 'UTC', invalid)).toEqual({});
		expect(dateRangeQuery('2026-10-20T00:00:00Z', '', 'UTC', invalid)).toEqual({
			startDate: '2026-10-20T00:00:00.000Z',
		});
		expect(dateRangeQuery(undefined, '1793500000', 'UTC', invalid)).toEqual({
			endDate: '1793500000',
		});
	});

	it('compares a Unix-seconds date with an ISO one by the instant', () => {
		expect(dateRangeQuery('2026-10-20T00:00:00Z', 1792800000, 'UTC', invalid)).toEqual({
			startDate: '2026-10-20T00:00:00.000Z',
			endDate: '1792800000',
		});
		const error = refusal(() =>
			dateRangeQuery('2026-10-28T00:00:00Z', '1792800000', 'UTC', invalid),
		);
		expect(told(error)).toEqual({
			message: "'Start Date' is after 'End Date' [item 0]",
			description: 'Swap the two dates, or leave one of them empty.',
			itemIndex: 0,
		});
	});

	describe('with a default period of 7 days', () => {
		const now = Date.parse('2026-11-01T12:00:00Z');
		beforeEach(() => jest.spyOn(Date, 'now').mockReturnValue(now));
		afterEach(() => jest.restoreAllMocks());

		it('ends a range without an end now, and starts one without a start 7 days before its end', () => {
			expect(dateRangeQuery('', '', 'UTC', invalid, 7)).toEqual({
				startDate: '2026-10-25T12:00:00.000Z',
				endDate: '2026-11-01T12:00:00.000Z',
			});
			expect(dateRangeQuery('', '2026-10-10T00:00:00Z', 'UTC', invalid, 7)).toEqual({
				startDate: '2026-10-03T00:00:00.000Z',
				endDate: '2026-10-10T00:00:00.000Z',
			});
		});

		it('refuses a start after now when no end is given', () => {
			expect(
				refusal(() => dateRangeQuery('2026-12-01T00:00:00Z', '', 'UTC', invalid, 7)).message,
			).toBe("'Start Date' is after 'End Date' [item 0]");
		});
	});
});

describe('itemDateRange', () => {
	it("reads the dates in the workflow's timezone and names the item and the End Date on a refusal", () => {
		const context = contextWith({}, 'America/New_York');
		expect(itemDateRange(context, 0, { startDate: '2026-10-25T00:00:00' })).toEqual({
			startDate: '2026-10-25T04:00:00.000Z',
		});
		expect(told(refusal(() => itemDateRange(context, 4, { endDate: 'never' })))).toEqual({
			message: "'End Date' is not a valid date [item 4]",
			description: DATE_FIX,
			itemIndex: 4,
		});
	});
});
