import type { INodeProperties } from 'n8n-workflow';

// The two options of a Send Message that can stream its answer (shared/transport/streamedAnswer.ts).

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
