import { createHash } from 'node:crypto';

import { SENT_BY_N8N_TAG } from '../serviceDecisions';

/**
 * The invisible tag that version 2 appends to the text it writes into a conversation (Reply as Human Agent,
 * Send Message), so that the trigger of the same n8n can tell its own writes from a visitor's or a human
 * agent's: LiveChatAI's records say nothing else of where a message came from. It names the n8n instance, not
 * the process: the main instance and its queue-mode workers share one instance ID (n8n derives it from the
 * encryption key), and it survives restarts. An image message is a URL and carries no tag.
 */
const { edge, digits, length } = SENT_BY_N8N_TAG;

const TAG_AT_END = new RegExp(`${edge}([${digits.join('')}]{${length}})${edge}$`, 'u');

/** The tag of one n8n instance: a few bits of its instance ID, written in invisible characters. */
export function sentByN8nTag(instanceId: string): string {
	const hash = createHash('sha256').update(instanceId).digest();
	let bits = hash.readUInt32BE(0);
	let tag = '';
	for (let i = 0; i < length; i++) {
		tag += digits[bits % digits.length];
		bits = Math.floor(bits / digits.length);
	}
	return `${edge}${tag}${edge}`;
}

/** The text with this instance's tag at its end (once, even if the text carried one already). */
export function tagAsSentByN8n(text: string, instanceId: string): string {
	return `${withoutN8nTag(text)}${sentByN8nTag(instanceId)}`;
}

/** Whether the text ends with this instance's tag. */
export function isSentByN8n(text: unknown, instanceId: string): boolean {
	return typeof text === 'string' && text.endsWith(sentByN8nTag(instanceId));
}

/** The text without a tag at its end (any instance's): what a workflow shows or compares. */
export function withoutN8nTag(text: string): string {
	return text.replace(TAG_AT_END, '');
}
