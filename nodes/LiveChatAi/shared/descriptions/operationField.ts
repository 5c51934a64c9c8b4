import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

/** A resource's Operation dropdown: shown for that resource only, its options as given (alphabetical). */
export function operationField(
	resource: string,
	options: INodePropertyOptions[],
	defaultValue: string,
): INodeProperties {
	return {
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: [resource] } },
		options,
		default: defaultValue,
	};
}
