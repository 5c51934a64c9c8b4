import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import { dayRangeQuery, isTimeZone } from '../../../shared/fields/apiDay';
import { readOptions } from '../../../shared/fields/optionsCollection';
import { invalidParameter, parameterText } from '../../../shared/fields/validation';
import { REPORT_NAMES, REPORTS, type ReportName, type View, VIEW_NAMES } from './reports';
import { bot } from '../bot';
import { listed, readBoolean } from '../../../shared/fields/typedValues';

/** What an item asks for: the report, its view, and the query every request of it sends. */
export interface AnalyticsRequest {
	report: ReportName;
	view: View;
	query: IDataObject;
}

function readReport(context: IExecuteFunctions, itemIndex: number): ReportName {
	const report = String(context.getNodeParameter('report', itemIndex, 'overview'));
	if (report in REPORTS) return report as ReportName;
	const names = listed(REPORT_NAMES.map((name) => REPORTS[name].name));
	const problem = `must be ${names}, not "${report}"`;
	throw invalidParameter(context.getNode(), 'Report', itemIndex, problem, `Pick ${names}.`);
}

function readView(context: IExecuteFunctions, itemIndex: number, report: ReportName): View {
	const views: readonly View[] = REPORTS[report].views;
	const view = String(context.getNodeParameter('output', itemIndex, views[0]));
	if ((views as readonly string[]).includes(view)) return view as View;
	const names = listed(views.map((each) => VIEW_NAMES[each]));
	const problem = `must be ${names} for the ${REPORTS[report].name} report, not "${view}"`;
	throw invalidParameter(context.getNode(), 'Output', itemIndex, problem, `Pick ${names}.`);
}

/** [doc] Agent, Start Date and End Date are required by every report: all that are empty named at once. */
function refuseMissing(context: IExecuteFunctions, itemIndex: number): void {
	const empty = (name: string, extractValue = false) =>
		parameterText(context.getNodeParameter(name, itemIndex, '', { extractValue })) === '';
	const missing = [
		empty('agent', true) && bot.label,
		empty('startDate') && 'Start Date',
		empty('endDate') && 'End Date',
	].filter((name): name is string => name !== false);
	if (missing.length === 0) return;
	const [first, ...more] = missing;
	const others = more.map((name) => `'${name}'`).join(' and ');
	const problem = more.length === 0 ? 'is required' : `is required, and ${others} too`;
	const fix = `Every report needs an Agent, a Start Date and an End Date: fill in ${[first, ...more].join(', ')}.`;
	throw invalidParameter(context.getNode(), first, itemIndex, problem, fix);
}

/** [doc] An IANA name, the workflow's timezone when not given; refused before any request when unknown. */
function readTimezone(context: IExecuteFunctions, itemIndex: number): string {
	const given = readOptions(context, itemIndex).text('timezone');
	if (given === undefined) return context.getTimezone();
	if (isTimeZone(given)) return given;
	throw invalidParameter(
		context.getNode(),
		'Timezone',
		itemIndex,
		`is not an IANA time zone name: "${given}"`,
		'Give a name such as Europe/Berlin, America/New_York or UTC, or leave it empty for the workflow’s timezone.',
	);
}

/** Every parameter of an item read and checked, before any request. */
export function readAnalyticsRequest(
	context: IExecuteFunctions,
	itemIndex: number,
): AnalyticsRequest {
	const report = readReport(context, itemIndex);
	const view = readView(context, itemIndex, report);
	refuseMissing(context, itemIndex);
	const agentId = bot.id(context, itemIndex);
	const timezone = readTimezone(context, itemIndex);
	const period = dayRangeQuery(
		context.getNodeParameter('startDate', itemIndex, ''),
		context.getNodeParameter('endDate', itemIndex, ''),
		timezone,
		(displayName, problem, fix) =>
			invalidParameter(context.getNode(), displayName, itemIndex, problem, fix),
	);
	const query: IDataObject = { agentId, ...period, timezone };
	if (report === 'agentPerformance') {
		const userId = parameterText(context.getNodeParameter('userId', itemIndex, ''));
		if (userId !== '') query.userId = userId;
	}
	if (report === 'topics') {
		query.showAllTopics = readBoolean(context, 'showAllTopics', itemIndex, 'All Topics', false);
	}
	return { report, view, query };
}
