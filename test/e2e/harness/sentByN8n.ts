import { SENT_BY_N8N_TAG } from '../../../nodes/LiveChatAi/shared/serviceDecisions';

const { edge, digits, length } = SENT_BY_N8N_TAG;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A text as version 2 sends it from a real n8n: the text, then one invisible tag. The tag names the n8n
 * instance, whose ID the tests do not know in advance: any instance's tag matches.
 */
export function sentByAnN8n(text: string) {
	return expect.stringMatching(
		new RegExp(`^${escaped(text)}${edge}[${digits.join('')}]{${length}}${edge}$`, 'u'),
	);
}
