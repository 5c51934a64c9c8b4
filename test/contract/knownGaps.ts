/**
 * KNOWN_GAPS_UNTIL_ISSUE_29: where the node (or the simulator) at this commit differs from the documented form a
 * row holds, each difference named by its row's endpoint and the runner's problem key (check.ts; a key also
 * covers the fields under it, `answer lacks data.currentPeriod` every field of that object), with what differs.
 * The contract test forgives exactly these, and fails on an entry that no longer occurs: delete an entry when the
 * branch that closes it merges. A new difference is not added here: it fails the test.
 */
export interface KnownGap {
	endpoint: string;
	key: string;
	what: string;
}

const pending = (endpoint: string, what: string): KnownGap[] => [
	{ endpoint, key: 'no simulator route', what },
	{ endpoint, key: 'no sender', what },
];

/** Analytics today: dates as ISO date-times, no timezone; the simulator's answers are not the documented ones. */
const analytics = (endpoint: string, answer: string): KnownGap[] => [
	{
		endpoint,
		key: 'query format startDate',
		what: 'the node sends an ISO date-time, not YYYY-MM-DD',
	},
	{
		endpoint,
		key: 'query format endDate',
		what: 'the node sends an ISO date-time, not YYYY-MM-DD',
	},
	{ endpoint, key: 'query missing timezone', what: 'the node sends no timezone' },
	{
		endpoint,
		key: 'answer lacks data',
		what: `the simulator's answer lacks documented fields: ${answer}`,
	},
	{
		endpoint,
		key: 'answer undocumented data',
		what: `the simulator answers fields the page lacks: ${answer}`,
	},
];

export const KNOWN_GAPS_UNTIL_ISSUE_29: readonly KnownGap[] = [
	...pending(
		'GET /api/v2/analytics/topics',
		'pending: topics analytics has no report nor simulator route yet',
	),
	...pending(
		'GET /api/v2/analytics/sentiments',
		'pending: sentiment analytics has no report nor simulator route yet',
	),
	...analytics(
		'GET /api/v2/analytics',
		'currentPeriod/previousPeriod figures, dailyData fields, changes',
	),
	...analytics(
		'GET /api/v2/analytics/agent',
		'currentPeriod figures and changes (it answers agents[])',
	),
	...analytics('GET /api/v2/analytics/ai-functions', 'total, totalFailed and changes'),
	...analytics('GET /api/v2/analytics/csat', 'scores, totalResponses, changes and metadata'),
	{
		endpoint: 'GET /api/v2/ai-suggestions/{suggestionId}',
		key: 'answer lacks data.agentId',
		what: "the simulator's suggestion lacks the documented agentId",
	},
];

/** Whether a gap covers a problem: its key, or a field under the key's path. */
export const covers = (gap: KnownGap, endpoint: string, key: string) =>
	gap.endpoint === endpoint &&
	(key === gap.key || key.startsWith(`${gap.key}.`) || key.startsWith(`${gap.key}[]`));
