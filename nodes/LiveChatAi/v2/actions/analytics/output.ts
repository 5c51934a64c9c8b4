import type { IDataObject } from 'n8n-workflow';

import { isRecord } from '../../../shared/transport/json';
import type { ReportName, View } from './reports';

// A report's body made into flat items (scalars only), so that a chart or a sheet takes them as they are.
// [doc] The shapes: https://api.livechatai.com/api-reference-v2/analytics/... (main, agent, ai-functions, csat,
// topics, sentiments).

type Flat = Record<string, string | number | boolean | null>;

const recordAt = (value: unknown): IDataObject => (isRecord(value) ? (value as IDataObject) : {});
const listAt = (value: unknown): IDataObject[] =>
	Array.isArray(value) ? value.filter(isRecord).map((each) => each as IDataObject) : [];

const isScalar = (value: unknown): value is string | number | boolean | null =>
	value === null || ['string', 'number', 'boolean'].includes(typeof value);

/** The scalar fields of a record, names prefixed or suffixed; nested objects and lists left out. */
function scalars(record: IDataObject, name: (key: string) => string = (key) => key): Flat {
	const flat: Flat = {};
	for (const [key, value] of Object.entries(record)) if (isScalar(value)) flat[name(key)] = value;
	return flat;
}

const capitalized = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);

/**
 * One item of a report's totals: the period's scalars, the previous period's as `previous<Field>` and the
 * changes as `<field>Change`. [doc] `changes` sits inside currentPeriod (Overview, Agent Performance) or
 * beside the periods (AI Functions, CSAT).
 */
function totals(data: IDataObject, period: IDataObject): Flat {
	const current = recordAt(data.currentPeriod);
	const changes = recordAt(data.changes ?? current.changes);
	return {
		...period,
		...scalars(current),
		...scalars(recordAt(data.previousPeriod), (key) => `previous${capitalized(key)}`),
		...scalars(changes, (key) => `${key}Change`),
	} as Flat;
}

/** [doc] A day of Topics or Sentiments names only some keys: every key present, 0 where it is missing. */
function perDayOfKeys(body: IDataObject, keys: string[]): Flat[] {
	return listAt(body.data).map((day) => {
		const counts = Object.fromEntries(keys.map((key) => [key, Number(day[key] ?? 0)]));
		return { date: String(day.date ?? ''), ...counts };
	});
}

/** One item per key (topic or sentiment) with its count over the period. */
function countsOfKeys(keys: string[], counts: IDataObject[], field: string): Flat[] {
	const byName = new Map(counts.map((entry) => [String(entry.name), Number(entry.count ?? 0)]));
	return keys.map((key) => ({ [field]: key, count: byName.get(key) ?? 0 }));
}

const keysOf = (body: IDataObject) => (Array.isArray(body.keys) ? body.keys.map(String) : []);

/**
 * The items of a report's whole body (`{status, data, ...}`) in a view; `period` (startDate, endDate, timezone)
 * heads an item of totals. CSAT's feedback is read as a list (get.operation.ts).
 */
export function reportItems(
	report: ReportName,
	view: View,
	body: IDataObject,
	period: IDataObject,
): Flat[] {
	const data = recordAt(body.data);
	if (report === 'topics' || report === 'sentiments') {
		const keys = keysOf(body);
		if (view === 'perDay') return perDayOfKeys(body, keys);
		return report === 'topics'
			? countsOfKeys(keys, listAt(body.allTopics), 'topic')
			: countsOfKeys(keys, listAt(body.allSentimentsCounts), 'sentiment');
	}
	const current = recordAt(data.currentPeriod);
	if (view === 'perDay') return listAt(current.dailyData).map((day) => scalars(day));
	if (view === 'perFunction') return listAt(current.functions).map((fn) => scalars(fn));
	return [totals(data, period)];
}

/** A CSAT response as one flat item. */
export const feedbackItem = (score: IDataObject): IDataObject => scalars(score);
