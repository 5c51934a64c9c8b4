import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { readOptions, optionsCollection } from './optionsCollection';
import { REQUEST_CONCURRENCY, REQUEST_CONCURRENCY_MAX } from '../serviceDecisions';
import type { RequestLimits } from '../transport/requestLimits';
import { requirePositiveInteger } from './typedValues';
import { invalidParameter } from './validation';

/** The Options entries that set how hard a run may press LiveChatAI; every operation has them. */
export const requestOptions: INodeProperties[] = [
	{
		displayName: 'Concurrent Requests',
		name: 'concurrency',
		type: 'number',
		typeOptions: { minValue: 1 },
		default: REQUEST_CONCURRENCY,
		description: `The most requests the node keeps in flight at once, for the input items and the pages of a list; after a 429 or 503 it keeps half as many for a while. 1 sends them one after the other. Without this option the node starts at ${REQUEST_CONCURRENCY} and adds one after each clean answer, up to ${REQUEST_CONCURRENCY_MAX}.`,
	},
	{
		displayName: 'Pause Between Requests (Ms)',
		name: 'pauseMs',
		type: 'number',
		typeOptions: { minValue: 0 },
		default: 0,
		description:
			'Milliseconds to wait after each request before sending the next one, to stay under a rate limit',
	},
];

/**
 * An operation's fields with the request options added: into its Options collection, kept in alphabetical
 * order, or as an Options collection of their own when it has none.
 */
export function withRequestOptions(properties: INodeProperties[]): INodeProperties[] {
	const options = properties.find((property) => property.name === 'options');
	if (!options) return [...properties, optionsCollection(requestOptions)];
	const merged = [...((options.options ?? []) as INodeProperties[]), ...requestOptions].sort(
		(a, b) => a.displayName.localeCompare(b.displayName),
	);
	return properties.map((property) =>
		property === options ? { ...property, options: merged } : property,
	);
}

/** The request limits a run's options ask for (read from the first item), checked before any request. */
export function readRequestLimits(context: IExecuteFunctions): RequestLimits {
	const options = readOptions(context, 0);
	const node = context.getNode();
	const concurrency = options.value('concurrency');
	// A number the user chose holds from the first request; without one, the window starts lower and grows.
	const maxConcurrency =
		concurrency === undefined
			? REQUEST_CONCURRENCY_MAX
			: requirePositiveInteger(
					node,
					concurrency,
					'Concurrent Requests',
					0,
					'Enter how many requests may be in flight at once: 1 or more.',
				);
	const pauseMs = options.number('pauseMs', 'Pause Between Requests (Ms)') ?? 0;
	if (!Number.isFinite(pauseMs) || pauseMs < 0) {
		const problem = `must be a number of milliseconds, 0 or more, not ${String(pauseMs)}`;
		throw invalidParameter(
			node,
			'Pause Between Requests (Ms)',
			0,
			problem,
			'Enter 0 for no pause.',
		);
	}
	const start = concurrency === undefined ? REQUEST_CONCURRENCY : maxConcurrency;
	return { concurrency: start, maxConcurrency, pauseMs };
}
