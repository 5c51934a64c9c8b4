// The suites that each legal form of LiveChatAI's answers concerns (a form's name from FORM_VARIANTS in
// test/simulator/control/legalForms.ts): `npm test` runs them again with the simulator answering in that form
// (jest.config.js), and test/simulator/__tests__/legalForms.test.ts holds this table to the forms. The ways the
// support desk may change a conversation's state where the reference is silent have a table of their own beside
// this one (test/deskSuites.js, the `desk ...` projects).
// The trigger's suites read the conversations list and its conversations' messages under each form of them.
const TRIGGER_SUITES = [
	'test/trigger/conversations.test.ts',
	'test/trigger/ownWrites.test.ts',
	'test/trigger/failOpen.test.ts',
	'test/trigger/randomized.test.ts',
	'test/trigger/listWithoutRoleDates.test.ts',
	'test/trigger/pollBudget.test.ts',
	'test/trigger/overlap.test.ts',
	'test/trigger/listForms.test.ts',
	'test/trigger/messageReads.test.ts',
	'test/trigger/visitorWaiting.test.ts',
	'test/trigger/visitorPause.test.ts',
];

// The change events read the conversations list and its filtered lists (no messages, no role dates): under each
// form of a list.
const CHANGE_SUITES = [
	'test/trigger/changes.test.ts',
	'test/trigger/changeState.test.ts',
	'test/trigger/changesRandomized.test.ts',
	'test/trigger/deskWrites.test.ts',
];

/** Every reader of a paged list: the trigger's polls, Return All and Limit, the Syncs, the editor's lists. */
const LIST_READERS = [
	...CHANGE_SUITES,
	'test/trigger/conversations.test.ts',
	'test/trigger/lists.test.ts',
	'test/trigger/agents.test.ts',
	'test/trigger/pollBudget.test.ts',
	'test/trigger/testEvent.test.ts',
	'test/trigger/randomized.test.ts',
	'test/nodes/shared/returnAll.test.ts',
	'test/nodes/v2/lists.test.ts',
	'test/nodes/v2/conversationPresets.test.ts',
	'test/nodes/v2/aiSuggestion.test.ts',
	'test/nodes/v2/dataSourceSync.test.ts',
	'test/nodes/v2/dataSourceSyncGrouping.test.ts',
	'test/nodes/pickers.test.ts',
];

module.exports = {
	// A Sync of 1,000 texts, its list read 7 a page (a minute's run): once, under the smaller pages.
	smallPages: [...LIST_READERS, 'test/nodes/v2/dataSourceSyncVolume.test.ts'],
	nextMarkerOnly: LIST_READERS,
	// Every reader of a data source's text: the Syncs and Data Source > Get Many.
	textPreviews: [
		'test/nodes/v2/dataSourceSync.test.ts',
		'test/nodes/v2/dataSourceSyncGrouping.test.ts',
		'test/nodes/v2/dataSourceSyncFailures.test.ts',
		'test/nodes/v2/dataSourceSyncPreviews.test.ts',
		'test/nodes/v2/dataSource.test.ts',
		'test/nodes/v2/lists.test.ts',
	],
	// Every reader of the contacts list and of CSAT's feedback, whose order the reference does not state.
	contactsOldestFirst: [
		'test/nodes/v2/lists.test.ts',
		'test/nodes/v2/analytics.test.ts',
		'test/trigger/records.test.ts',
	],
	roleDatesApart: TRIGGER_SUITES,
	listOutOfOrder: [...TRIGGER_SUITES, ...CHANGE_SUITES, 'test/trigger/lists.test.ts'],
	slowMessageReads: TRIGGER_SUITES,
	noContent: [
		'test/nodes/shared/emptySuccess.test.ts',
		'test/nodes/shared/retriedDeletes.test.ts',
		'test/nodes/v2/agent.test.ts',
		'test/nodes/v2/aiSuggestion.test.ts',
		'test/nodes/v2/typingIndicator.test.ts',
		'test/nodes/v1/chatbot.test.ts',
	],
	skewedRetryDates: [
		'test/transport/retry.test.ts',
		'test/transport/retryAfterDate.test.ts',
		'test/trigger/failures.test.ts',
		'test/trigger/agentsRateLimit.test.ts',
		'test/nodes/shared/concurrency.test.ts',
	],
	closingAnswer: [
		'test/transport/closingAnswer.test.ts',
		'test/nodes/v2/conversationMessages.test.ts',
		'test/nodes/v1/chatbot.test.ts',
		'test/nodes/shared/concurrency.test.ts',
	],
	webPage: ['test/transport/webPage.test.ts'],
};
