import type { IExecuteFunctions, INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import type { Options } from '../../../shared/fields/optionsCollection';

import { n8nWriterOf, tagAsSentByN8n } from '../../../shared/conversations/sentByN8n';
import { requiredString } from '../../../shared/fields/readParameters';
import { invalidParameter } from '../../../shared/fields/validation';

// What Send Message and Reply as Human Agent share: [doc] a message is TEXT or IMAGE, an image being its URL.

export const messageTypeOption: INodeProperties = {
	displayName: 'Message Type',
	name: 'messageType',
	type: 'options',
	default: 'TEXT',
	description: 'Whether the message is text or the http(s) URL of an image',
	options: [
		{ name: 'Image', value: 'IMAGE', description: 'The message is the URL of an image' },
		{ name: 'Text', value: 'TEXT' },
	],
};

/** The Message Type an item's Options set, undefined when not added; refused when it is neither. */
export const readMessageType = (options: Options) =>
	options.option<'IMAGE' | 'TEXT'>(
		messageTypeOption.name,
		messageTypeOption.displayName,
		messageTypeOption.options as INodePropertyOptions[],
	);

const HTTP_URL = /^https?:\/\/\S+$/i;

/**
 * A required message as it is sent: a text ends with the invisible mark of this n8n and workflow (unless
 * `addMark` is off), so the trigger does not take the workflow's own write for new activity; an image message
 * must be an http(s) URL (it carries no mark), refused before any request otherwise.
 */
export function readMessage(
	context: IExecuteFunctions,
	itemIndex: number,
	field: { name: string; displayName: string },
	messageType: string | undefined,
	addMark: boolean,
): string {
	const message = requiredString(context, field.name, field.displayName, itemIndex);
	if (messageType === 'IMAGE' && !HTTP_URL.test(message)) {
		const fix =
			'With Message Type Image, enter the URL of the image, e.g. https://example.com/photo.png.';
		const problem = 'is not an http(s) image URL';
		throw invalidParameter(context.getNode(), field.displayName, itemIndex, problem, fix);
	}
	if (messageType === 'IMAGE' || !addMark) return message;
	return tagAsSentByN8n(message, n8nWriterOf(context));
}
