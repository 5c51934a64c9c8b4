import type { NodeApiError, NodeOperationError } from 'n8n-workflow';

import { TOOL_RESULT_BOUND } from '../serviceDecisions';
import { bytesOf } from './toolBoundEntries';
import { shortened } from './toolResultBound';

/**
 * The error as a model reads it: n8n hands a tool's model the error's message alone, so the message also says
 * what the description says (the HTTP status, the service's message, how to fix it). Within the bound of what a
 * model reads (TOOL_RESULT_BOUND.errorBytes), however long LiveChatAI's message: its beginning and the status kept.
 */
export function forModel<E extends NodeApiError | NodeOperationError>(error: E): E {
	const { description } = error;
	if (!description || error.message.includes(description)) {
		error.message = withinBytes(error.message, TOOL_RESULT_BOUND.errorBytes);
		return error;
	}
	const joined = (message: string, said: string) => `${message.replace(/\.?\s*$/, '.')} ${said}`;
	if (bytesOf(joined(error.message, description)) <= TOOL_RESULT_BOUND.errorBytes) {
		error.message = joined(error.message, description);
		return error;
	}
	// Cut: the description also stands alone in a Continue On Fail item, so it is shortened in the error itself.
	let said = withinBytes(description, TOOL_RESULT_BOUND.errorDescriptionBytes);
	const status = 'httpCode' in error && error.httpCode ? `HTTP ${error.httpCode}` : undefined;
	if (status && !said.includes(status)) said = `${status}. ${said}`;
	const room = TOOL_RESULT_BOUND.errorBytes - bytesOf(said) - 2;
	error.description = said;
	error.message = joined(withinBytes(error.message, room), said);
	return error;
}

/** The text shortened (its beginning kept, with the marker saying how much was left out) to at most `bytes`. */
function withinBytes(text: string, bytes: number): string {
	if (bytesOf(text) <= bytes) return text;
	let [low, high] = [0, text.length];
	while (low < high) {
		const length = Math.ceil((low + high) / 2);
		if (bytesOf(shortened(text, length)) <= bytes) low = length;
		else high = length - 1;
	}
	return shortened(text, low);
}
