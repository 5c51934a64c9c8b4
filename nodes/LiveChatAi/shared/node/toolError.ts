import type { NodeApiError, NodeOperationError } from 'n8n-workflow';

/**
 * The error as a model reads it: n8n hands a tool's model the error's message alone, so the message also says
 * what the description says (the HTTP status, the service's message, how to fix it).
 */
export function forModel<E extends NodeApiError | NodeOperationError>(error: E): E {
	const { description } = error;
	if (description && !error.message.includes(description)) {
		error.message = `${error.message.replace(/\.?\s*$/, '.')} ${description}`;
	}
	return error;
}
