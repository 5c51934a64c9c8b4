/**
 * The readers of fields several operations share (shared/fields/, shared/dataSources/sourceKind.ts): each
 * checks its value before any request and refuses it naming the field and the item.
 */
import { botId } from '../../nodes/LiveChatAi/shared/fields/botLocator';
import { readConversationId } from '../../nodes/LiveChatAi/shared/fields/conversationLocator';
import { readRequestLimits } from '../../nodes/LiveChatAi/shared/fields/requestOptions';
import { readLimit } from '../../nodes/LiveChatAi/shared/fields/returnAllOrLimit';
import {
	LEGACY_KINDS,
	readSource,
	V2_KINDS,
} from '../../nodes/LiveChatAi/shared/dataSources/sourceKind';
import { contextWith, refusal, told } from './context';

const locator = (value: string) => ({ __rl: true, mode: 'id', value });

describe('the bot and conversation fields', () => {
	// Their IDs read in each mode, an empty Chatbot (test/nodes/continueOnFail.test.ts) and version 1.0's
	// 'Conversation ID' (refusesBadInput.test.ts): the workflow tests of test/nodes/.
	it.each<[string, () => unknown, string, string]>([
		[
			'an empty Agent',
			() => botId(contextWith({}), 1, 'Agent'),
			"'Agent' is empty [item 1]",
			'Pick an agent from the list or enter its ID.',
		],
		[
			'an empty Conversation',
			() => readConversationId(contextWith({ conversationId: locator('') }), 1),
			"'Conversation' is empty [item 1]",
			'Pick a conversation from the list or enter its ID.',
		],
	])('refuse %s', (_, read, message, description) => {
		expect(told(refusal(read))).toEqual({ message, description, itemIndex: 1 });
	});
});

describe('readLimit', () => {
	// Return All and a Limit read: test/nodes/v1/returnAllAndLimit.test.ts.
	it('refuses a Limit below 1, saying to raise it or turn on Return All', () => {
		expect(told(refusal(() => readLimit(contextWith({ limit: 0 }), 2)))).toEqual({
			message: "'Limit' must be a whole number of at least 1, not 0 [item 2]",
			description: 'Set Limit to 1 or more, or turn on Return All.',
			itemIndex: 2,
		});
	});
});

describe('readSource', () => {
	// A kind, and All where listing: test/nodes/v1/dataSource.test.ts.
	it('reads a kind in any case, from an expression', () => {
		expect(readSource(contextWith({ source: ' qa ' }), 0, LEGACY_KINDS, false)).toBe('QA');
	});

	const LEGACY = 'Q&A (QA), Text (TEXT), Website (WEBSITE)';
	it.each<[string, boolean, string]>([
		['PDF', true, `All (ALL), ${LEGACY}`],
		['ALL', false, LEGACY],
	])('refuses %s where the field does not offer it (All offered: %s)', (source, withAll, names) => {
		const error = refusal(() => readSource(contextWith({ source }), 1, LEGACY_KINDS, withAll));
		expect(told(error)).toEqual({
			message: `'Source' must be one of ${names}, not "${source}" [item 1]`,
			description: `Pick one of ${names}.`,
			itemIndex: 1,
		});
	});

	// The v2 API's kinds offered: test/nodes/v2/dataSource.test.ts (Get Many of PDF).
	it('refuses an empty Source', () => {
		expect(refusal(() => readSource(contextWith({}), 0, V2_KINDS, true)).message).toBe(
			"'Source' is empty [item 0]",
		);
	});
});

// The growing window without Concurrent Requests, a fixed one with it, a pause, and Concurrent Requests refused:
// test/nodes/shared/concurrency.test.ts (a growing window's top: v2/dataSourceSyncVolume.test.ts).
describe('readRequestLimits (Options > Concurrent Requests and Pause Between Requests, read from the first item)', () => {
	it.each<[unknown]>([[-1], ['-100'], [Number.POSITIVE_INFINITY]])(
		'refuses a pause of %s',
		(pauseMs) => {
			expect(told(refusal(() => readRequestLimits(contextWith({ options: { pauseMs } }))))).toEqual(
				{
					message: `'Pause Between Requests (Ms)' must be a number of milliseconds, 0 or more, not ${String(pauseMs)} [item 0]`,
					description: 'Enter 0 for no pause.',
					itemIndex: 0,
				},
			);
		},
	);
});
