import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

function namesByValue(property: INodeProperties): Record<string, string> {
	const options = (property.options ?? []) as INodePropertyOptions[];
	return Object.fromEntries(options.map(({ name, value }) => [String(value), name]));
}

/** An object literal for an n8n expression: no "}}" inside, which would end the expression early. */
function literal(value: object): string {
	return JSON.stringify(value).replace(/}/g, ' }');
}

/**
 * The canvas subtitle "Operation: Resource" in the names the dropdowns show (e.g. "Add Q&A: Data Source"), not
 * their internal values. Built from the properties themselves, so it cannot disagree with them; an operation it
 * does not know falls back to its value.
 */
export function operationSubtitle(properties: INodeProperties[]): string {
	const resources: Record<string, string> = {};
	const operations: Record<string, Record<string, string>> = {};
	for (const property of properties) {
		if (property.name === 'resource') Object.assign(resources, namesByValue(property));
		if (property.name !== 'operation') continue;
		for (const resource of property.displayOptions?.show?.resource ?? []) {
			operations[String(resource)] = namesByValue(property);
		}
	}
	const operation = `(${literal(operations)}[$parameter["resource"]] || {})[$parameter["operation"]] || $parameter["operation"]`;
	const resource = `${literal(resources)}[$parameter["resource"]] || $parameter["resource"]`;
	return `={{ (${operation}) + ": " + (${resource}) }}`;
}
