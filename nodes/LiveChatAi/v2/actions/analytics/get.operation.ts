import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { itemDateRange } from '../../../shared/parameters/apiDate';
import { botId, botLocator } from '../../../shared/descriptions/botLocator';
import { ANALYTICS_DEFAULT_PERIOD_DAYS } from '../../../shared/serviceDecisions';
import { v2Request } from '../../../shared/transport';
import { invalidParameter } from '../../../shared/parameters/validation';
import type { OperationOption } from '../../../shared/node/resource';

/** [doc] The report paths of the v2 analytics. */
const REPORT_PATHS: Record<string, string> = {
	overview: '/api/v2/analytics',
	agentPerformance: '/api/v2/analytics/agent',
	aiFunctions: '/api/v2/analytics/ai-functions',
	csat: '/api/v2/analytics/csat',
};

const DATE_HINT = 'Accepts a date, an ISO 8601 string or Unix seconds (e.g. from an expression).';

export const properties: INodeProperties[] = [
	botLocator('Agent', { description: 'The agent whose analytics to get' }),
	{
		displayName: 'Report',
		name: 'report',
		type: 'options',
		options: [
			{
				name: 'Agent Performance',
				value: 'agentPerformance',
				description: 'Conversations and replies of each human agent',
			},
			{
				name: 'AI Functions',
				value: 'aiFunctions',
				description: 'How often each AI function (action) was called',
			},
			{
				name: 'CSAT',
				value: 'csat',
				description: 'Customer satisfaction: average score, responses and their distribution',
			},
			{
				name: 'Overview',
				value: 'overview',
				description: 'Conversations (open, closed) and messages, in total and per day',
			},
		],
		default: 'overview',
		description:
			'Which figures to get, for the period and the equally long period before it (previousPeriod)',
	},
	{
		displayName: 'Start Date',
		name: 'startDate',
		type: 'dateTime',
		default: '',
		description: `Start of the period. Empty: ${ANALYTICS_DEFAULT_PERIOD_DAYS} days before End Date. ${DATE_HINT}`,
	},
	{
		displayName: 'End Date',
		name: 'endDate',
		type: 'dateTime',
		default: '',
		description: `End of the period. Empty: now. ${DATE_HINT}`,
	},
];

export const option: OperationOption = {
	name: 'Get',
	action: 'Get analytics',
	description:
		'Get the figures of an agent for a period, beside those of the period before: an overview, human agents, AI functions or CSAT',
};

function reportPath(context: IExecuteFunctions, itemIndex: number): string {
	const report = String(context.getNodeParameter('report', itemIndex, 'overview'));
	const path = REPORT_PATHS[report];
	if (path === undefined) {
		const names = 'Overview, Agent Performance, AI Functions or CSAT';
		throw invalidParameter(
			context.getNode(),
			'Report',
			itemIndex,
			`must be ${names}, not "${report}"`,
			`Pick ${names}.`,
		);
	}
	return path;
}

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const path = reportPath(this, itemIndex);
	const agentId = botId(this, itemIndex, 'Agent');
	const dates = {
		startDate: this.getNodeParameter('startDate', itemIndex, ''),
		endDate: this.getNodeParameter('endDate', itemIndex, ''),
	};
	const period = itemDateRange(this, itemIndex, dates, ANALYTICS_DEFAULT_PERIOD_DAYS);
	return await v2Request.call(this, { method: 'GET', path, qs: { agentId, ...period }, itemIndex });
}
