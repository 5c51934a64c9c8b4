import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { contactIdField } from '../contacts/contactIdField';
import type { BotLabel } from '../fields/botLocator';
import { requiredString } from '../fields/readParameters';
import { LEGACY_QUERY } from '../serviceDecisions';
import { responseToJsonItems } from '../lists/listItems';
import { additionalQueryParameters } from './additionalParameters';
import { legacyQuery } from './legacyRequest';

// The bots a contact talked to: only the legacy GET /api/aibot/contact/agent lists them (the v2 API has no
// such list), so both node versions read it here.

/** The fields of the operation; `hint` (version 2) points to what the v2 API offers instead. */
export function contactAgentsProperties(label: BotLabel, hint?: string): INodeProperties[] {
	return [
		contactIdField(`ID of the contact whose ${label.toLowerCase()}s to get`, { hint }),
		additionalQueryParameters,
	];
}

/** One item per bot of the contact, whichever list shape the legacy endpoint sends. */
export async function readContactAgents(
	this: IExecuteFunctions,
	itemIndex: number,
): Promise<IDataObject[]> {
	const query = {
		[LEGACY_QUERY.contactId]: requiredString(this, 'contactId', 'Contact ID', itemIndex),
	};
	return responseToJsonItems(
		await legacyQuery.call(this, itemIndex, '/api/aibot/contact/agent', query),
	);
}
