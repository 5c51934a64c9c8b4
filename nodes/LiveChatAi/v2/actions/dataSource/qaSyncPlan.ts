import type { IDataObject } from 'n8n-workflow';

import { V2_QA_ITEM_FIELDS } from '../../../shared/serviceDecisions';

// What Sync Q&A has to do, worked out before any write: the desired pairs (the input items) against the pairs
// the agent holds, matched by their question.

/** A pair of the input: its item, its question and answer (trimmed). */
export interface DesiredPair {
	itemIndex: number;
	question: string;
	answer: string;
}

/** A Q&A data source the agent holds. */
export interface HeldPair {
	id: string;
	question: string;
	answer: string;
}

export type SyncStep =
	| { action: 'added'; pair: DesiredPair }
	| { action: 'replaced'; pair: DesiredPair; held: HeldPair }
	| { action: 'unchanged'; pair: DesiredPair; held: HeldPair }
	| { action: 'deleted'; held: HeldPair };

/** [decision] Two questions are the same when they match trimmed, ignoring case and runs of whitespace. */
export function questionKey(question: string): string {
	return question.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** A Q&A item of the list as a pair (see V2_QA_ITEM_FIELDS). */
export function heldPair(item: IDataObject): HeldPair {
	const text = (name: string) => (typeof item[name] === 'string' ? (item[name] as string) : '');
	return {
		id: String(item.id),
		question: text(V2_QA_ITEM_FIELDS.question),
		answer: text(V2_QA_ITEM_FIELDS.answer),
	};
}

/**
 * The steps, input pairs first (in input order), then the held pairs no input asks for (only when they are to
 * be deleted). When the agent holds several pairs of one question, the first listed (the newest) is matched and
 * the others count as not in the input.
 */
export function planSync(
	desired: DesiredPair[],
	held: HeldPair[],
	deleteMissing: boolean,
): SyncStep[] {
	const byQuestion = new Map<string, HeldPair>();
	for (const pair of held) {
		const key = questionKey(pair.question);
		if (!byQuestion.has(key)) byQuestion.set(key, pair);
	}
	const matched = new Set<string>();
	const steps: SyncStep[] = desired.map((pair) => {
		const found = byQuestion.get(questionKey(pair.question));
		if (found === undefined) return { action: 'added', pair };
		matched.add(found.id);
		const same = found.answer.trim() === pair.answer;
		return { action: same ? 'unchanged' : 'replaced', pair, held: found };
	});
	if (deleteMissing) {
		for (const pair of held)
			if (!matched.has(pair.id)) steps.push({ action: 'deleted', held: pair });
	}
	return steps;
}
