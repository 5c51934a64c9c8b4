// The six reports of the v2 analytics and the views the node offers of each: [doc] their paths and query
// parameters (https://api.livechatai.com/api-reference-v2/analytics/...), [decision] the views.

/** How the node outputs a report: one flat item of totals, or one flat item per row of a breakdown. */
export type View = 'totals' | 'perDay' | 'perFunction' | 'feedback';

export interface Report {
	name: string;
	path: string;
	description: string;
	/** The views offered, the first the default; one view only: no Output field. */
	views: readonly View[];
}

export const REPORTS = {
	overview: {
		name: 'Overview',
		path: '/api/v2/analytics',
		description:
			'Conversations, resolutions, ratings, contacts, chat duration and CSAT, in total and per day',
		views: ['totals', 'perDay'],
	},
	agentPerformance: {
		name: 'Agent Performance',
		path: '/api/v2/analytics/agent',
		description: 'What human agents handled: conversations, response time, messages, their CSAT',
		views: ['totals'],
	},
	aiFunctions: {
		name: 'AI Functions',
		path: '/api/v2/analytics/ai-functions',
		description: 'How often the AI functions (actions) were called, and how often they failed',
		views: ['totals', 'perFunction'],
	},
	csat: {
		name: 'CSAT',
		path: '/api/v2/analytics/csat',
		description: 'Customer satisfaction: the average score, the responses and each feedback',
		views: ['totals', 'feedback'],
	},
	topics: {
		name: 'Topics',
		path: '/api/v2/analytics/topics',
		description: 'How many conversations were about each topic, in total and per day',
		views: ['totals', 'perDay'],
	},
	sentiments: {
		name: 'Sentiments',
		path: '/api/v2/analytics/sentiments',
		description:
			'How many conversations were positive, negative, neutral or unspecified, in total and per day',
		views: ['totals', 'perDay'],
	},
} as const satisfies Record<string, Report>;

export type ReportName = keyof typeof REPORTS;

export const REPORT_NAMES = Object.keys(REPORTS) as ReportName[];

export const VIEW_NAMES: Record<View, string> = {
	totals: 'Totals',
	perDay: 'Per Day',
	perFunction: 'Per Function',
	feedback: 'Feedback',
};
