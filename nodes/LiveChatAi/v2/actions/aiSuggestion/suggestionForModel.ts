import type { IDataObject } from 'n8n-workflow';

import { isRecord } from '../../../shared/transport/json';

/**
 * An AI suggestion as a model reads it: the visitor's question and the AI's answer as texts beside the verdict,
 * the answer's message ID kept (Add Q&A's Related Message ID takes it), no dates. Fifty of them stay under 16 kB.
 */
export function suggestionForModel(suggestion: IDataObject): IDataObject {
	const { userMessage, aiMessage, ...rest } = suggestion;
	const answer = isRecord(aiMessage) ? aiMessage : {};
	return {
		id: rest.id,
		chatId: rest.chatId,
		question: isRecord(userMessage) ? userMessage.text : undefined,
		answer: answer.text,
		answerMessageId: answer.id,
		evaluationTag: rest.evaluationTag,
		potentialGap: rest.potentialGap,
		suggestedImprovement: rest.suggestedImprovement,
	};
}
