import type { IExecuteFunctions } from 'n8n-workflow';

import { botId, botLocator } from '../fields/botLocator';
import type { BotLabel } from '../fields/botLocator';
import { LEGACY_COUNT_PATHS, LEGACY_QUERY } from '../serviceDecisions';
import { responseToJson } from '../transport/json';
import { additionalQueryParameters } from './additionalParameters';
import { legacyQuery } from './legacyRequest';

// A bot's chat and message counts since it began: only the legacy endpoints give them (the v2 API's Analytics
// counts a period), so both node versions read them here.

/**
 * A count operation: the bot field (in the version's label, with `hint` pointing version 2 to Analytics) and the
 * legacy endpoint of `count`.
 */
export function countOperation(
	count: keyof typeof LEGACY_COUNT_PATHS,
	label: BotLabel,
	hint?: string,
) {
	return {
		properties: [botLocator(label, hint ? { hint } : {}), additionalQueryParameters],
		async execute(this: IExecuteFunctions, itemIndex: number) {
			const query = { [LEGACY_QUERY.chatbotId]: botId(this, itemIndex, label) };
			return responseToJson(
				await legacyQuery.call(this, itemIndex, LEGACY_COUNT_PATHS[count], query),
			);
		},
	};
}
