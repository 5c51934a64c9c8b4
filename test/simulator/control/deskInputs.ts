/**
 * The control API's support desk writes (control/desk.ts): their inputs, read from a body; a bad field is a 400
 * naming it.
 */
import { readFilters } from '../routes/v2/conversationFilters';
import { validationError } from '../server/errors';
import { optionalEnum, optionalString, requireString, type Body } from '../server/validation';
import type { Labels } from '../state/deskChanges';
import { SENTIMENTS, type CsatRecord, type ViewFilters } from '../state/records';
import { isoDate } from './inputs';

/** A new contact of an agent, as a visitor leaving their details makes one. */
export interface ContactInput {
	agentId: string;
	distinctId?: string;
	name?: string;
	email?: string;
	phone?: string;
	country?: string;
	/** Default: the clock's now. */
	createdAt?: Date;
}

/** A new satisfaction score of an agent's conversation. */
export interface ScoreInput {
	agentId: string;
	/** Default: the agent's most recent conversation. */
	conversationId?: string;
	score: CsatRecord['score'];
	comment?: string;
	/** Default: the conversation's contact's. */
	email?: string;
	name?: string;
	/** Default: AFTER_RESOLUTION. */
	triggerReason?: string;
	/** Default: the clock's now. */
	createdAt?: Date;
}

/** A new saved inbox view of an agent, its rules in the list's filter names. */
export interface ViewInput {
	agentId: string;
	name: string;
	filters: ViewFilters;
	createdAt?: Date;
}

const CONTACT_TEXTS = ['distinctId', 'name', 'email', 'phone', 'country'] as const;
const SCORE_TEXTS = ['conversationId', 'comment', 'email', 'name', 'triggerReason'] as const;
const VIEW_FILTERS = [
	'type',
	'status',
	'sentiment',
	'channel',
	'topic',
	'assignedTo',
	'resolutionStatus',
] as const;

/** The given text fields among `names`, and `createdAt` when given. */
function given<K extends string>(body: Body, names: readonly K[]) {
	const texts: Partial<Record<K, string>> = {};
	for (const name of names) {
		const value = optionalString(body, name);
		if (value !== undefined) texts[name] = value;
	}
	const createdAt = isoDate(body, 'createdAt');
	return createdAt ? { ...texts, createdAt } : texts;
}

export function parseContact(body: Body): ContactInput {
	return { agentId: requireString(body, 'agentId'), ...given(body, CONTACT_TEXTS) };
}

export function parseScore(body: Body): ScoreInput {
	const score = body.score;
	if (typeof score !== 'number' || ![1, 2, 3, 4, 5].includes(score))
		throw validationError('score must be a whole number from 1 to 5');
	return {
		agentId: requireString(body, 'agentId'),
		score: score as ScoreInput['score'],
		...given(body, SCORE_TEXTS),
	};
}

export function parseView(body: Body): ViewInput {
	const filters = body.filters;
	if (!filters || typeof filters !== 'object' || Array.isArray(filters))
		throw validationError('filters must be an object of list filters');
	const entries = Object.entries(filters as Record<string, unknown>);
	for (const [name, value] of entries) {
		if (!(VIEW_FILTERS as readonly string[]).includes(name))
			throw validationError(
				`filters.${name} is no filter of a view: one of ${VIEW_FILTERS.join(', ')}`,
			);
		if (typeof value !== 'string') throw validationError(`filters.${name} must be a string`);
	}
	// A value the list would refuse is refused here too (the message names the filter).
	readFilters(filters as Record<string, string>);
	return {
		agentId: requireString(body, 'agentId'),
		name: requireString(body, 'name'),
		filters: filters as ViewFilters,
		...given(body, []),
	};
}

/** `userId`: a user's id, or null to unassign; required. */
export function parseAssignee(body: Body): string | null {
	if (body.userId === null) return null;
	if (body.userId === undefined) throw validationError('userId is required (null unassigns)');
	return requireString(body, 'userId');
}

export function parseLabels(body: Body): Labels {
	const labels: Labels = {};
	const sentiment = optionalEnum(body, 'sentiment', SENTIMENTS);
	if (sentiment !== undefined) labels.sentiment = sentiment;
	if (body.topic === null) labels.topic = null;
	else if (body.topic !== undefined) labels.topic = requireString(body, 'topic');
	if (Object.keys(labels).length === 0) throw validationError('sentiment or topic is required');
	return labels;
}
