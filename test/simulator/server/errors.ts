/** Error thrown by handlers and turned into the JSON error envelope by the server. */

export class HttpError extends Error {
	constructor(
		readonly status: number,
		readonly code: string,
		message: string,
		readonly headers: Record<string, string> = {},
	) {
		super(message);
		this.name = 'HttpError';
	}
}

export function errorBody(code: string, message: string) {
	return { status: 'error', message, code };
}

export const validationError = (message: string) => new HttpError(400, 'validation_error', message);

export const notFound = (what: string) => new HttpError(404, 'not_found', `${what} not found`);
