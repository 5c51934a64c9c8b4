import { createHmac } from 'node:crypto';
import type { IExecuteFunctions } from 'n8n-workflow';

import { USER_HASH_ALGORITHM } from '../serviceDecisions';
import { CREDENTIAL_TYPE } from '../transport';

// Secure identification (see USER_HASH_ALGORITHM). Neither the secret nor the Distinct ID ever goes into a message.

export function computeUserHash(secret: string, distinctId: string): string {
	return createHmac(USER_HASH_ALGORITHM.hmac, secret)
		.update(distinctId)
		.digest(USER_HASH_ALGORITHM.encoding);
}

/** The User Hash given, else the one computed from the credential's Identity Verification Secret, if any. */
export async function resolveUserHash(
	context: IExecuteFunctions,
	itemIndex: number,
	givenHash: string,
	distinctId: string,
): Promise<string | undefined> {
	if (givenHash !== '') return givenHash;
	const { identitySecret } = await context.getCredentials<{ identitySecret?: string }>(
		CREDENTIAL_TYPE,
		itemIndex,
	);
	const secret = typeof identitySecret === 'string' ? identitySecret.trim() : '';
	return secret === '' ? undefined : computeUserHash(secret, distinctId);
}
