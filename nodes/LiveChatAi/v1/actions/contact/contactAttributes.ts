import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { isRecord } from '../../../shared/transport/listItems';
import { parameterText } from '../../../shared/parameterText';
import { invalidParameter } from '../../../shared/validation';

// The custom attributes of a contact, given either as name/value rows or as one JSON object ("Attributes Input").
// These fields sit in the Additional Fields collection; the rows show unless JSON is picked.

const JSON_EXAMPLE = 'e.g. {"plan": "pro", "company": "Acme"}';

export const attributeFields: INodeProperties[] = [
	{
		displayName: 'Attributes',
		name: 'attributes',
		type: 'fixedCollection',
		typeOptions: { multipleValues: true },
		placeholder: 'Add Attribute',
		default: {},
		description:
			'Custom attributes of the contact. Only attributes configured for the chatbot in LiveChatAI are saved.',
		displayOptions: { hide: { attributesInput: ['json'] } },
		options: [
			{
				displayName: 'Attribute',
				name: 'attribute',
				values: [
					{
						displayName: 'Name',
						name: 'key',
						type: 'string',
						default: '',
						placeholder: 'e.g. plan',
					},
					{
						displayName: 'Value',
						name: 'value',
						type: 'string',
						default: '',
						placeholder: 'e.g. pro',
					},
				],
			},
		],
	},
	{
		displayName: 'Attributes (JSON)',
		name: 'attributesJson',
		type: 'json',
		default: '{}',
		description: `Custom attributes of the contact as one JSON object, ${JSON_EXAMPLE}. Only attributes configured for the chatbot in LiveChatAI are saved.`,
		displayOptions: { show: { attributesInput: ['json'] } },
	},
	{
		displayName: 'Attributes Input',
		name: 'attributesInput',
		type: 'options',
		default: 'keyValue',
		description: 'How to give the custom attributes',
		options: [
			{ name: 'Name/Value Pairs', value: 'keyValue', description: 'One row per attribute' },
			{ name: 'JSON', value: 'json', description: 'One JSON object, e.g. from an expression' },
		],
	},
];

function fromJson(
	context: IExecuteFunctions,
	value: unknown,
	itemIndex: number,
): IDataObject | undefined {
	if (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))
		return undefined;
	let parsed = value;
	if (typeof value === 'string') {
		try {
			parsed = JSON.parse(value);
		} catch (error) {
			const fix = `Enter one JSON object, ${JSON_EXAMPLE} (${(error as Error).message}).`;
			throw invalidParameter(context, 'Attributes (JSON)', itemIndex, 'is not valid JSON', fix);
		}
	}
	if (!isRecord(parsed)) {
		const fix = `Enter one object of attribute names and values, ${JSON_EXAMPLE}; not an array or a single value.`;
		throw invalidParameter(context, 'Attributes (JSON)', itemIndex, 'is not a JSON object', fix);
	}
	return parsed;
}

function fromRows(rows: Array<{ key?: unknown; value?: unknown }>): IDataObject {
	const attributes: IDataObject = {};
	for (const { key, value } of rows) {
		if (parameterText(key) !== '') attributes[parameterText(key)] = String(value ?? '');
	}
	return attributes;
}

/** The attributes of the Additional Fields as one object, or undefined when none are given. */
export function readAttributes(
	context: IExecuteFunctions,
	fields: IDataObject,
	itemIndex: number,
): IDataObject | undefined {
	const attributes =
		fields.attributesInput === 'json'
			? fromJson(context, fields.attributesJson, itemIndex)
			: fromRows(
					(
						fields.attributes as
							| { attribute?: Array<{ key?: unknown; value?: unknown }> }
							| undefined
					)?.attribute ?? [],
				);
	return attributes && Object.keys(attributes).length > 0 ? attributes : undefined;
}
