import { SENT_BY_N8N_TAG } from '../../../nodes/LiveChatAi/shared/serviceDecisions';

const { edge, digits, partLength } = SENT_BY_N8N_TAG;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A text as version 2 sends it from a real n8n: the text, then one invisible mark. The mark names the n8n
 * instance and the workflow, whose IDs the tests do not know in advance: any instance's and workflow's matches.
 */
export function sentByAnN8n(text: string) {
	return expect.stringMatching(
		new RegExp(`^${escaped(text)}${edge}[${digits.join('')}]{${2 * partLength}}${edge}$`, 'u'),
	);
}
