import type { IDataObject } from 'n8n-workflow';

import { instantKey } from './instant';
import type { PageReader } from './readConversations';

/** "Fetch Test Event": the conversation of the first page whose event is the newest, or none. One request. */
export async function newestConversation(
	readPage: PageReader,
	eventField: string,
): Promise<IDataObject | undefined> {
	const { conversations } = await readPage(1);
	let newest: { conversation: IDataObject; at: string } | undefined;
	for (const conversation of conversations) {
		const at = instantKey(conversation[eventField]);
		if (at && (!newest || at > newest.at)) newest = { conversation, at };
	}
	return newest?.conversation;
}
