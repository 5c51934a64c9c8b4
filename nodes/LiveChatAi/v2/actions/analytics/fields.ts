import type { INodeProperties } from 'n8n-workflow';

import { optionsCollection } from '../../../shared/fields/optionsCollection';
import { returnAllOrLimit } from '../../../shared/fields/returnAllOrLimit';
import { userIdOption } from '../../../shared/fields/userIdOption';
import { ANALYTICS_TOP_TOPICS } from '../../../shared/serviceDecisions';
import { REPORT_NAMES, REPORTS, type ReportName, type View, VIEW_NAMES } from './reports';
import { bot } from '../bot';

const TOTALS =
	'One item: the period’s figures, the previous period’s (previous…) and the changes (…Change)';

/** What one item holds in each view. */
const VIEW_DESCRIPTIONS: Record<View, string> = {
	totals: TOTALS,
	perDay: 'One item per day of the period',
	perFunction: 'One item per AI function: its calls and failures',
	feedback: 'One item per CSAT response: score, comment, who and when',
};

const show = (report: readonly ReportName[], more = {}) => ({
	show: { report: [...report], ...more },
});

/** The Output field of `reports` (which share their views); `totals` describes their Totals where it differs. */
function outputField(reports: readonly ReportName[], totals = TOTALS): INodeProperties {
	const views: readonly View[] = REPORTS[reports[0]].views;
	const descriptions = { ...VIEW_DESCRIPTIONS, totals };
	return {
		displayName: 'Output',
		name: 'output',
		type: 'options',
		displayOptions: show(reports),
		options: views.map((view) => ({
			name: VIEW_NAMES[view],
			value: view,
			description: descriptions[view],
		})),
		// Every report's first view: the lint reads the default as written.
		default: 'totals',
		description: 'What one output item holds: flat fields, ready for a chart or a sheet',
	};
}

const limitFields = returnAllOrLimit(undefined).map((field) => ({
	...field,
	displayOptions: show(['csat'], { output: ['feedback'], ...field.displayOptions?.show }),
}));

export const properties: INodeProperties[] = [
	bot.locator({ description: 'The agent whose analytics to get' }),
	{
		displayName: 'Report',
		name: 'report',
		type: 'options',
		noDataExpression: true,
		// By name, as n8n sorts a long list.
		options: REPORT_NAMES.map((value) => ({
			name: REPORTS[value].name,
			value,
			description: REPORTS[value].description,
		})).sort((a, b) => a.name.localeCompare(b.name)),
		default: 'overview',
		description: 'Which figures to get, for the period and the equally long period before it',
	},
	{
		displayName: 'Start Date',
		name: 'startDate',
		type: 'dateTime',
		required: true,
		default: '',
		description:
			'First day of the period. A date, an ISO 8601 date or date-time, or Unix seconds (e.g. from an expression); sent as its day in the Timezone.',
	},
	{
		displayName: 'End Date',
		name: 'endDate',
		type: 'dateTime',
		required: true,
		default: '',
		description:
			'Last day of the period (included). A date, an ISO 8601 date or date-time, or Unix seconds; sent as its day in the Timezone.',
	},
	{
		...userIdOption(
			'Only this human agent’s figures (their LiveChatAI user ID). Empty: every human agent.',
		),
		displayOptions: show(['agentPerformance']),
	},
	{
		displayName: 'All Topics',
		name: 'showAllTopics',
		type: 'boolean',
		default: false,
		displayOptions: show(['topics']),
		description: `Whether to get every topic; off, the ${ANALYTICS_TOP_TOPICS} topics with the most conversations`,
	},
	outputField(['overview']),
	outputField(
		['topics', 'sentiments'],
		'One item per topic or sentiment: its conversations in the period',
	),
	outputField(['aiFunctions']),
	outputField(['csat']),
	...limitFields,
	optionsCollection([
		{
			displayName: 'Timezone',
			name: 'timezone',
			type: 'string',
			default: '',
			placeholder: 'e.g. Europe/Berlin',
			description:
				'IANA time zone the days are counted in (and the dates read in). Empty: the workflow’s timezone.',
		},
	]),
];
