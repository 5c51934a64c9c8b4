import type { IDataObject } from 'n8n-workflow';

import { CONTACT_ATTRIBUTE_ENTRY } from '../../../shared/serviceDecisions';
import { isRecord } from '../../../shared/transport/json';

/** [{key, value}] as {key: value} (see CONTACT_ATTRIBUTE_ENTRY); entries without a text key are left out. */
function attributesObject(attributes: unknown): IDataObject {
	const result: IDataObject = {};
	for (const entry of Array.isArray(attributes) ? attributes : []) {
		if (!isRecord(entry)) continue;
		const key = entry[CONTACT_ATTRIBUTE_ENTRY.key];
		if (typeof key === 'string' && key !== '') result[key] = entry[CONTACT_ATTRIBUTE_ENTRY.value];
	}
	return result;
}

/** A contact of GET /api/v2/contacts/{id} in short (the Simplify toggle): who, of which agent, when. */
export function simplifyContact(contact: IDataObject): IDataObject {
	return {
		id: contact.id,
		agentId: contact.agentId,
		distinctId: contact.distinctId ?? null,
		name: contact.name ?? null,
		email: contact.email ?? null,
		phone: contact.phone ?? null,
		country: contact.country ?? null,
		attributes: attributesObject(contact.attributes),
		createdAt: contact.createdAt,
		updatedAt: contact.updatedAt,
	};
}
