import type { IExecuteFunctions } from 'n8n-workflow';

import { requiredString } from '../../../shared/fields/readParameters';
import { segment } from '../../../shared/transport';

// The contact a Get or Get Conversations addresses.

/** The path of a contact, its ID checked first. */
export function contactPath(context: IExecuteFunctions, itemIndex: number): string {
	const contactId = requiredString(context, 'contactId', 'Contact ID', itemIndex);
	return `/api/v2/contacts/${segment(contactId)}`;
}
