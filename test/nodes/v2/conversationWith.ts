/**
 * A conversation of the support agent (or `agentId`) with `count` messages (a visitor question and the AI's answer in turn),
 * made through the API as a chat widget makes it, so its record is what LiveChatAI really stores: answers
 * with their sources. Returns its ID, the message texts oldest first and its raw record.
 */
import type { IDataObject } from 'n8n-workflow';

import { SEED, type Simulator } from '../../simulator';
import { client } from '../../simulator/testHelpers';

const QUESTIONS = [
	'Do you ship to Norway, and how long does it take?',
	'What does the Pro plan cost per month if I pay yearly?',
	'Can I change the delivery address after I ordered?',
	'Is there a student discount on the annual plan?',
	'How do I reset my password when I no longer have the e-mail?',
];

async function call(sim: Simulator, method: string, url: string, data?: object) {
	const response = await client(sim.url, sim.apiKey).request({ method, url, data });
	if (response.status >= 400) throw new Error(`${method} ${url}: ${JSON.stringify(response.data)}`);
	return (response.data as { data: IDataObject }).data;
}

export async function conversationWith(
	sim: Simulator,
	count: number,
	agentId: string = SEED.agents.support,
) {
	let conversationId: string | undefined;
	for (let turn = 0; turn < count / 2; turn++) {
		const sent = await call(sim, 'POST', '/api/v2/conversations', {
			agentId,
			question: `${QUESTIONS[turn % QUESTIONS.length]} (${turn + 1})`,
			...(conversationId ? { conversationId } : {}),
		});
		conversationId = String(sent.conversationId);
	}
	const raw = await call(sim, 'GET', `/api/v2/conversations/${conversationId}`);
	const texts = (raw.messages as IDataObject[]).map(({ content }) => String(content));
	if (texts.length !== count) throw new Error(`${texts.length} messages, not ${count}`);
	sim.clearRequests();
	return { id: String(conversationId), texts, raw };
}
