import type {
	ICredentialDataDecryptedObject,
	ICredentials,
	ICredentialType,
	IHttpRequestOptions,
	INodeProperties,
	IRequestOptionsSimplified,
} from 'n8n-workflow';
import { ICredentialsHelper } from 'n8n-workflow';

/**
 * The credentials side of n8n's engine for tests: stored decrypted data per credential type, and the
 * credential's own `authenticate` function applied to each request, as n8n's CredentialsHelper applies it.
 */
export class TestCredentialsHelper extends ICredentialsHelper {
	/** How often a credential was read and decrypted, by every helper of the process (n8n does it per call). */
	static reads = 0;

	constructor(
		private readonly types: Record<string, ICredentialType>,
		private readonly data: Record<string, ICredentialDataDecryptedObject>,
	) {
		super();
	}

	async authenticate(
		credentials: ICredentialDataDecryptedObject,
		typeName: string,
		requestOptions: IHttpRequestOptions | IRequestOptionsSimplified,
	): Promise<IHttpRequestOptions> {
		const { authenticate } = this.types[typeName];
		if (typeof authenticate !== 'function')
			throw new Error(`${typeName} has no authenticate function`);
		return await authenticate(credentials, requestOptions as IHttpRequestOptions);
	}

	async getDecrypted(_additionalData: unknown, _nodeCredentials: unknown, type: string) {
		const data = this.data[type];
		if (!data) throw new Error(`No test credentials of type ${type}`);
		TestCredentialsHelper.reads += 1;
		return { ...data };
	}

	getParentTypes(): string[] {
		return [];
	}

	isCredentialUsableByNode(): boolean {
		return true;
	}

	async preAuthentication(): Promise<undefined> {}

	async runPreAuthentication(): Promise<undefined> {}

	async getCredentials(): Promise<ICredentials> {
		throw new Error('Not used by these tests');
	}

	async updateCredentials(): Promise<void> {}

	async updateCredentialsOauthTokenData(): Promise<void> {}

	getCredentialsProperties(type: string): INodeProperties[] {
		return this.types[type].properties;
	}
}
