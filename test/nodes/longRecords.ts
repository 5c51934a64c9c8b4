/**
 * Records with long texts, given to the simulator as LiveChatAI would hold them: a visitor's pasted log, data
 * sources of long texts, every text of the seed made long. For the bound of a tool's result
 * (nodes/LiveChatAi/shared/operations/toolResultBound.ts).
 */
import type { IDataObject } from 'n8n-workflow';

import type { Simulator } from '../simulator';
import { client } from '../simulator/testHelpers';

/** The bound as the tests measure it: the items' JSON as n8n hands a model them (an array). */
export const TOOL_RESULT_BYTES = 16_000;

export const resultBytes = (items: Array<{ json: IDataObject }>) =>
	Buffer.byteLength(JSON.stringify(items.map(({ json }) => json)));

/** A log a visitor pastes: numbered lines, `characters` long in all. */
export function pastedLog(characters: number): string {
	const lines: string[] = [];
	for (let line = 1; lines.join('\n').length < characters; line++) {
		lines.push(
			`2025-03-14T09:12:${String(line % 60).padStart(2, '0')}Z ERROR worker-${line}: timeout`,
		);
	}
	return lines.join('\n').slice(0, characters);
}

async function post(sim: Simulator, url: string, data: object): Promise<IDataObject> {
	const response = await client(sim.url, sim.apiKey).post(url, data);
	if (response.status >= 400) throw new Error(`POST ${url}: ${JSON.stringify(response.data)}`);
	return (response.data as { data: IDataObject }).data;
}

/** A visitor's message in a conversation of `agentId` (the simulator's AI answers it, repeating it). */
export async function visitorMessage(
	sim: Simulator,
	agentId: string,
	conversationId: string,
	question: string,
) {
	await post(sim, '/api/v2/conversations', { agentId, conversationId, question });
	sim.clearRequests();
}

/** `count` text data sources of `agentId`, each text `characters` long; their IDs, newest first. */
export async function longTextSources(
	sim: Simulator,
	agentId: string,
	count: number,
	characters: number,
): Promise<string[]> {
	const ids: string[] = [];
	for (let index = 0; index < count; index++) {
		const content = `Manual part ${index + 1}. ${'Unpack the device, then plug it in. '.repeat(Math.ceil(characters / 36))}`;
		const added = await post(sim, '/api/v2/data-sources/text', {
			agentId,
			title: `Manual part ${index + 1}`,
			content: content.slice(0, characters),
		});
		ids.unshift(String((added.item as IDataObject).id));
	}
	sim.clearRequests();
	return ids;
}

/** Every text of the seed's records (messages, data sources, suggestions, names) made `characters` long. */
export function lengthenTexts(sim: Simulator, characters: number) {
	const long = (text: string) => text.padEnd(characters, ` ${text}`);
	const { store } = sim;
	for (const message of store.messages.values()) message.content = long(message.content);
	for (const chat of store.chats.values())
		for (const message of chat.messages) message.content = long(message.content);
	for (const source of store.dataSources.values()) {
		for (const field of ['title', 'content', 'question', 'answer'] as const) {
			const text = source[field];
			if (text !== null) source[field] = long(text);
		}
		for (const page of source.pages ?? []) page.text = long(page.text);
	}
	for (const suggestion of store.suggestions.values()) {
		suggestion.userMessage.text = long(suggestion.userMessage.text);
		suggestion.aiMessage.text = long(suggestion.aiMessage.text);
		suggestion.suggestedImprovement = long(suggestion.suggestedImprovement);
	}
	for (const contact of store.contacts.values()) contact.name = long(contact.name ?? 'Visitor');
	for (const agent of store.chatbots.values()) agent.name = long(agent.name);
}
