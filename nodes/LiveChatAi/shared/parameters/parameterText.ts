/** A parameter value as trimmed text: '' when absent, numbers and booleans (e.g. from an expression) as written. */
export function parameterText(value: unknown): string {
	return value === undefined || value === null ? '' : String(value).trim();
}
