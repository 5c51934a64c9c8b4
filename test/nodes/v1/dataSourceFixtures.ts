/** What the Data Source tests of version 1 share: the chatbot they work on and the shapes they expect. */
import { byId } from '../../harness/liveChatAi';
import type { Simulator } from '../../simulator';
import { SEED } from '../../simulator';

export const SUPPORT = SEED.chatbots.support;
export const ALL_SUPPORT_IDS = [
	...SEED.dataSources.supportWebsite,
	...SEED.dataSources.supportText,
	...SEED.dataSources.supportQa,
];

export const dataSource = (operation: string, parameters: Record<string, unknown> = {}) => ({
	resource: 'dataSource',
	operation,
	chatbot: byId(SUPPORT),
	...parameters,
});

export const timestamps = { createdAt: expect.any(String), updatedAt: expect.any(String) };

/** A data source the node output right after adding it to the support chatbot. */
export const added = (fields: Record<string, unknown>) => ({
	id: expect.stringMatching(/^ds_/),
	chatbotId: SUPPORT,
	...fields,
	...timestamps,
});

/** The item the simulator now holds under an ID the node output. */
export const stored = (sim: Simulator, id: unknown) => sim.store.dataSources.get(id as string);
