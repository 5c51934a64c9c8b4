/** The control API's writes (activity, suggestions): their inputs, read from a body; a bad field is a 400 naming it. */
import { validationError } from '../server/errors';

export interface ActivityInput {
	conversationId?: string;
	agentId?: string;
	kind: 'visitor' | 'bot' | 'agent';
	at?: Date;
}

/** A new AI suggestion made by a test (control API); texts default to a seeded one. */
export interface SuggestionInput {
	agentId: string;
	/** Default: the clock's now. */
	createdAt?: Date;
	/** Default: the agent's most recent conversation. */
	chatId?: string;
	userMessage?: string;
	aiMessage?: string;
	evaluationTag?: string;
	potentialGap?: string;
	suggestedImprovement?: string;
}

export function isoDate(body: Record<string, unknown>, field: string): Date | undefined {
	if (body[field] === undefined) return undefined;
	const at = new Date(String(body[field]));
	if (Number.isNaN(at.getTime())) throw validationError(`${field} must be an ISO 8601 date`);
	return at;
}

export function parseActivity(body: Record<string, unknown>): ActivityInput {
	const input: ActivityInput = { kind: body.kind as ActivityInput['kind'] };
	if (body.conversationId !== undefined) input.conversationId = String(body.conversationId);
	if (body.agentId !== undefined) input.agentId = String(body.agentId);
	const at = isoDate(body, 'at');
	if (at) input.at = at;
	return input;
}

const SUGGESTION_TEXT_FIELDS = [
	'chatId',
	'userMessage',
	'aiMessage',
	'evaluationTag',
	'potentialGap',
	'suggestedImprovement',
] as const;

export function parseSuggestion(body: Record<string, unknown>): SuggestionInput {
	const input: SuggestionInput = { agentId: String(body.agentId) };
	const createdAt = isoDate(body, 'createdAt');
	if (createdAt) input.createdAt = createdAt;
	for (const key of SUGGESTION_TEXT_FIELDS)
		if (body[key] !== undefined) input[key] = String(body[key]);
	return input;
}
