import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

// The escape hatch of the legacy operations, whose parameter names LiveChatAI does not publish: a user can send
// the name the service expects without waiting for a release. The node's own parameters win on a clash.

function keyValueCollection(
	displayName: string,
	name: string,
	description: string,
): INodeProperties {
	return {
		displayName,
		name,
		type: 'fixedCollection',
		typeOptions: { multipleValues: true },
		placeholder: 'Add Parameter',
		default: {},
		description,
		options: [
			{
				displayName: 'Parameter',
				name: 'parameter',
				values: [
					{ displayName: 'Name', name: 'name', type: 'string', default: '' },
					{ displayName: 'Value', name: 'value', type: 'string', default: '' },
				],
			},
		],
	};
}

export const additionalQueryParameters = keyValueCollection(
	'Additional Query Parameters',
	'additionalQueryParameters',
	'Query parameters to send besides the ones above, e.g. when LiveChatAI expects another parameter name',
);

export const additionalBodyFields = keyValueCollection(
	'Additional Body Fields',
	'additionalBodyFields',
	'Fields to add to the JSON body besides the ones above, e.g. when LiveChatAI expects another field name',
);

/** The rows of an additional-parameters collection as one object (rows without a name are skipped). */
export function readAdditional(
	context: IExecuteFunctions,
	name: 'additionalQueryParameters' | 'additionalBodyFields',
	itemIndex: number,
): IDataObject {
	const collection = context.getNodeParameter(name, itemIndex, {}) as {
		parameter?: Array<{ name: string; value: unknown }>;
	};
	const result: IDataObject = {};
	for (const { name: key, value } of collection.parameter ?? []) {
		if (key.trim() !== '') result[key.trim()] = value as IDataObject[string];
	}
	return result;
}
