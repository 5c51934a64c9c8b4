import { createHmac } from 'node:crypto';
import type { IExecuteFunctions } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

import type { BotLabel } from '../descriptions/botLocator';
import { botArticle } from '../descriptions/botLocator';
import { USER_HASH_ALGORITHM } from '../serviceDecisions';
import { CREDENTIAL_TYPE } from '../transport';

// Secure identification (see USER_HASH_ALGORITHM). Neither the secret nor the Distinct ID ever goes into a message.

export function computeUserHash(secret: string, distinctId: string): string {
	return createHmac(USER_HASH_ALGORITHM.hmac, secret)
		.update(distinctId)
		.digest(USER_HASH_ALGORITHM.encoding);
}

export interface UserHashOutcome {
	userHash?: string;
	/** A secret is set but there is no Distinct ID to hash (an update by Contact ID alone): no hash is sent. */
	missingDistinctId: boolean;
}

/** The User Hash given, else the one computed from the credential's Identity Verification Secret, if any. */
export async function resolveUserHash(
	context: IExecuteFunctions,
	itemIndex: number,
	givenHash: string,
	distinctId: string,
): Promise<UserHashOutcome> {
	if (givenHash !== '') return { userHash: givenHash, missingDistinctId: false };
	const { identitySecret } = await context.getCredentials<{ identitySecret?: string }>(
		CREDENTIAL_TYPE,
		itemIndex,
	);
	const secret = typeof identitySecret === 'string' ? identitySecret.trim() : '';
	if (secret === '') return { missingDistinctId: false };
	if (distinctId === '') return { missingDistinctId: true };
	return { userHash: computeUserHash(secret, distinctId), missingDistinctId: false };
}

/** Where no hash could be computed, a 403 of the service says how to give one. */
export function explainMissingHash(
	error: unknown,
	outcome: UserHashOutcome,
	label: BotLabel,
): unknown {
	if (outcome.missingDistinctId && error instanceof NodeApiError && error.httpCode === '403') {
		const fix = `The node computes the user hash from the Distinct ID: to update a contact of ${botArticle(label)} with secure identification, give its Distinct ID (or a User Hash) too.`;
		error.description = `${error.description ?? ''} ${fix}`.trim();
	}
	return error;
}
