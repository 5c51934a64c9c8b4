import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import type { OperationOption } from '../operations/resource';
import { requiredString } from '../fields/readParameters';
import { segment, v2Delete } from '../transport';

// AI suggestions live on the v2 API in both node versions: version 1's Dismiss and version 2's operations.

/** The Suggestion ID field. */
export function suggestionIdField(description: string): INodeProperties {
	return {
		displayName: 'Suggestion ID',
		name: 'suggestionId',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. clx1a2b3c0000abcd1234efgh',
		description,
	};
}

/** The path of one suggestion, read from the Suggestion ID field (refused empty before any request). */
export function suggestionPath(context: IExecuteFunctions, itemIndex: number) {
	const suggestionId = requiredString(context, 'suggestionId', 'Suggestion ID', itemIndex);
	return { suggestionId, path: `/api/v2/ai-suggestions/${segment(suggestionId)}` };
}

/**
 * [doc] DELETE /api/v2/ai-suggestions/{id}: the suggestion is marked ignored and no longer listed, so a retry of a
 * dismissal LiveChatAI did finds it no more (`alreadyDismissed`).
 */
export async function dismissSuggestion(
	this: IExecuteFunctions,
	itemIndex: number,
): Promise<IDataObject> {
	const { suggestionId, path } = suggestionPath(this, itemIndex);
	// The service's message is passed on when there is one; a dismissal answered without a body is done all the same.
	const options = { path, itemIndex, notFoundIsGone: true, bodyNeeded: false } as const;
	const answer = await v2Delete.call(this, options);
	const dismissed = { dismissed: true, suggestionId, message: answer.data.message ?? null };
	return answer.alreadyDeleted ? { ...dismissed, alreadyDismissed: true } : dismissed;
}

/**
 * AI Suggestion > Dismiss, the same in both node versions: its Operation entry, its field (described as the
 * version lists suggestions) and its run.
 */
export function dismissOperation(fieldDescription: string) {
	const option: OperationOption = {
		name: 'Dismiss',
		action: 'Dismiss an AI suggestion',
		description:
			'Mark an AI suggestion for improving the knowledge as ignored, so it is no longer listed',
	};
	return { option, properties: [suggestionIdField(fieldDescription)], execute: dismissSuggestion };
}
