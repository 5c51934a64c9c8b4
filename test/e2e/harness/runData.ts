/**
 * Reading n8n's run data (IRun / IRunExecutionData): what `n8n execute --rawOutput` prints, and what
 * `GET /rest/executions/:id` returns in the "flatted" form n8n stores executions in.
 */
import type { IDataObject, IRun, IRunExecutionData, ITaskData } from 'n8n-workflow';

/** The tasks (runs) of a node, failing with a readable message when it did not run. */
export function nodeRuns(data: IRunExecutionData, nodeName: string): ITaskData[] {
	const runs = data.resultData.runData[nodeName];
	if (!runs) {
		const ran = Object.keys(data.resultData.runData).join(', ');
		throw new Error(`node "${nodeName}" did not run (nodes that ran: ${ran})`);
	}
	return runs;
}

/** The items a node output on one of its outputs, in its first run (or `runIndex`). */
export function nodeOutput(data: IRunExecutionData, nodeName: string, output = 0, runIndex = 0) {
	const task = nodeRuns(data, nodeName)[runIndex];
	if (task.error) {
		throw new Error(`node "${nodeName}" failed: ${JSON.stringify(task.error)}`);
	}
	return (task.data?.main?.[output] ?? []).map(({ json, pairedItem }) => ({ json, pairedItem }));
}

/** Only the JSON of each item. */
export function nodeJson(data: IRunExecutionData, nodeName: string, output = 0): IDataObject[] {
	return nodeOutput(data, nodeName, output).map((item) => item.json);
}

/** The execution's result: the run data, its status and the error, if any. */
export function describeRun(run: IRun): string {
	const error = run.data.resultData.error;
	return `status ${run.status}${error ? `, error: ${error.message}` : ''}`;
}

/**
 * Parses n8n's stored execution data: the `flatted` format, where the JSON is an array, its first
 * element the root, and every string inside an object or array the index of the value in that array.
 */
export function parseFlatted(text: string): unknown {
	const table = JSON.parse(text) as unknown[];
	const revived = new Map<number, unknown>();
	const revive = (index: number): unknown => {
		if (revived.has(index)) return revived.get(index);
		const value = table[index];
		if (value === null || typeof value !== 'object') {
			revived.set(index, value);
			return value;
		}
		const copy: Record<string, unknown> | unknown[] = Array.isArray(value) ? [] : {};
		revived.set(index, copy);
		for (const [key, entry] of Object.entries(value as Record<string, unknown>)) {
			(copy as Record<string, unknown>)[key] = typeof entry === 'string' ? revive(+entry) : entry;
		}
		return copy;
	};
	return revive(0);
}

/** The keys of a conversation in the Simplify form (Conversation > Get Many, the trigger). */
export const SIMPLIFIED_CONVERSATION_KEYS = [
	'channel',
	'contactEmail',
	'contactId',
	'contactName',
	'id',
	'isAgent',
	'isMuted',
	'isResolved',
	'isStarred',
	'lastMessageDate',
];
