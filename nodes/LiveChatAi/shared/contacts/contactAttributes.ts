import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import type { BotLabel } from '../fields/botLocator';

import { isRecord } from '../transport/json';
import { invalidParameter, parameterText } from '../fields/validation';

// The custom attributes of a contact: name/value rows to type, and one JSON object for an expression. Both sit in
// Additional Fields and both are sent, merged: nothing the user entered is hidden or dropped. (Version 1 once had an
// "Attributes Input" switch that hid one of them; a saved value of it is no longer read.)

const JSON_EXAMPLE = 'e.g. {"plan": "pro", "company": "Acme"}';

/** The two attribute fields; `label` names the bot as the node version does. */
export const attributeFields = (label: BotLabel): INodeProperties[] => [
	{
		displayName: 'Attributes',
		name: 'attributes',
		type: 'fixedCollection',
		typeOptions: { multipleValues: true },
		placeholder: 'Add Attribute',
		default: {},
		description: `Custom attributes of the contact, one row each. Only attributes configured for the ${label.toLowerCase()} in LiveChatAI are saved.`,
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
						description: 'Key of the attribute as configured in LiveChatAI, e.g. plan',
					},
					{
						displayName: 'Value',
						name: 'value',
						type: 'string',
						default: '',
						placeholder: 'e.g. pro',
						description: 'Value of the attribute, as text',
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
		description: `Custom attributes as one JSON object, usually from an expression that returns an object, ${JSON_EXAMPLE}. Sent together with the Attributes rows; a name in both is refused.`,
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
			throw invalidParameter(
				context.getNode(),
				'Attributes (JSON)',
				itemIndex,
				'is not valid JSON',
				fix,
			);
		}
	}
	if (!isRecord(parsed)) {
		const fix = `Enter one object of attribute names and values, ${JSON_EXAMPLE}; not an array or a single value.`;
		throw invalidParameter(
			context.getNode(),
			'Attributes (JSON)',
			itemIndex,
			'is not a JSON object',
			fix,
		);
	}
	return parsed;
}

type Row = { key?: unknown; value?: unknown };

function fromRows(context: IExecuteFunctions, rows: Row[], itemIndex: number): IDataObject {
	const attributes: IDataObject = {};
	rows.forEach(({ key, value }, row) => {
		const name = parameterText(key);
		const text = String(value ?? '');
		if (name === '' && text === '') return; // an untouched row
		if (name === '') {
			const fix = `Give row ${row + 1} a name, or remove it.`;
			throw invalidParameter(
				context.getNode(),
				'Attributes',
				itemIndex,
				`row ${row + 1} has no name`,
				fix,
			);
		}
		if (name in attributes) {
			const fix = `Keep one row named "${name}".`;
			throw invalidParameter(
				context.getNode(),
				'Attributes',
				itemIndex,
				`name "${name}" appears twice`,
				fix,
			);
		}
		attributes[name] = text;
	});
	return attributes;
}

/** The attributes of the Additional Fields (rows and JSON together) as one object, or undefined when none. */
export function readAttributes(
	context: IExecuteFunctions,
	fields: IDataObject,
	itemIndex: number,
): IDataObject | undefined {
	const rows = (fields.attributes as { attribute?: Row[] } | undefined)?.attribute ?? [];
	const fromTable = fromRows(context, rows, itemIndex);
	const fromObject = fromJson(context, fields.attributesJson, itemIndex) ?? {};
	const both = Object.keys(fromObject).filter((name) => name in fromTable);
	if (both.length > 0) {
		const fix = `Give "${both[0]}" in the Attributes rows or in Attributes (JSON), not in both.`;
		throw invalidParameter(
			context.getNode(),
			'Attributes (JSON)',
			itemIndex,
			`repeats "${both[0]}"`,
			fix,
		);
	}
	const attributes = { ...fromTable, ...fromObject };
	return Object.keys(attributes).length > 0 ? attributes : undefined;
}
