import type { INodeProperties } from 'n8n-workflow';

import type { Options } from './optionsCollection';

// Fields of Send Message in every node version: the question, and the two options of a streamed answer
// (shared/transport/streamedAnswer.ts).

/** The Message field; `description` says who answers. */
export function questionField(description: string): INodeProperties {
	return {
		displayName: 'Message',
		name: 'question',
		type: 'string',
		typeOptions: { rows: 2 },
		required: true,
		default: '',
		placeholder: 'e.g. What are your opening hours?',
		description,
	};
}

export const streamResponseOption: INodeProperties = {
	displayName: 'Stream Response',
	name: 'streaming',
	type: 'boolean',
	default: false,
	description:
		'Whether LiveChatAI streams the reply. The node still outputs one item with the whole answer, and forwards the pieces to a streaming caller (e.g. a chat trigger) as they arrive.',
};

export const includeChunksOption: INodeProperties = {
	displayName: 'Include Raw Chunks',
	name: 'includeChunks',
	type: 'boolean',
	default: false,
	description: 'Whether to add the raw streamed chunks to the output (with Stream Response on)',
};

/** Stream Response and Include Raw Chunks as an item's Options set them, both read before any request. */
export function readStreamOptions(options: Options) {
	return {
		streaming: options.flag(streamResponseOption.name, streamResponseOption.displayName),
		includeChunks: options.flag(includeChunksOption.name, includeChunksOption.displayName),
	};
}
