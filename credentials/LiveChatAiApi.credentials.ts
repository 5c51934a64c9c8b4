import type {
	IAuthenticateRuleResponseCode,
	IAuthenticateRuleResponseSuccessBody,
	ICredentialDataDecryptedObject,
	Icon,
	ICredentialTestRequest,
	ICredentialType,
	IHttpRequestOptions,
	INodeProperties,
} from 'n8n-workflow';
import { UserError } from 'n8n-workflow';

import { DEFAULT_BASE_URL } from '../nodes/LiveChatAi/shared/serviceDecisions';
import { isSecureBaseUrl } from '../nodes/LiveChatAi/shared/transport/baseUrl';

const NOT_THE_API =
	'This address does not answer as the LiveChatAI API: it sent a web page or another service’s answer. Check the Base URL (LiveChatAI’s is https://app.livechatai.com).';

/** A rule failing the test when the answer has nothing at `key` (a web page has nothing at any). */
const answersWith = (key: string): IAuthenticateRuleResponseSuccessBody => ({
	type: 'responseSuccessBody',
	properties: { key, value: undefined, message: NOT_THE_API },
});

export class LiveChatAiApi implements ICredentialType {
	// A literal: n8n's lint (no-credential-reuse) reads it here; CREDENTIAL_TYPE in the nodes must equal it (a test checks).
	name = 'liveChatAiApi';

	displayName = 'LiveChatAI API';

	icon: Icon = {
		light: 'file:../nodes/LiveChatAi/liveChatAi.svg',
		dark: 'file:../nodes/LiveChatAi/liveChatAi.dark.svg',
	};

	documentationUrl = 'https://api.livechatai.com/';

	properties: INodeProperties[] = [
		{
			displayName: 'API Key',
			name: 'apiKey',
			type: 'string',
			typeOptions: { password: true },
			required: true,
			default: '',
			description:
				'The API key from your LiveChatAI profile page. The API needs an Advanced or Expert plan.',
		},
		{
			displayName: 'Base URL',
			name: 'baseUrl',
			type: 'string',
			default: DEFAULT_BASE_URL,
			description:
				'Address of the LiveChatAI API. Must start with https:// (http:// is accepted for localhost only).',
		},
		{
			displayName: 'Identity Verification Secret',
			name: 'identitySecret',
			type: 'string',
			typeOptions: { password: true },
			default: '',
			description:
				'Optional. When set, Create or Update Contact computes the user hash for secure identification from it, unless a user hash is given.',
		},
	];

	/**
	 * The Bearer header, for an https (or loopback) Base URL only: the key never travels in clear text, whoever
	 * sends the request (a hand-built HTTP Request too). Refused with the reason, which the credential test shows.
	 */
	async authenticate(
		credentials: ICredentialDataDecryptedObject,
		requestOptions: IHttpRequestOptions,
	): Promise<IHttpRequestOptions> {
		if (!isSecureBaseUrl(credentials.baseUrl)) {
			// A UserError: the user's setting to fix, not a fault for n8n to report with a stack trace.
			throw new UserError(
				`The Base URL must start with https:// ("${String(credentials.baseUrl ?? '')}" does not): the API key is sent over HTTPS only, plain http:// only to localhost`,
			);
		}
		const headers = { ...requestOptions.headers, Authorization: `Bearer ${credentials.apiKey}` };
		return { ...requestOptions, headers };
	}

	test: ICredentialTestRequest = {
		request: {
			baseURL: '={{ String($credentials.baseUrl).trim().replace(/\\/+$/, "") }}',
			// The v2 agents list, one agent: the cheapest call that needs a valid key with API access.
			url: '/api/v2/agents',
			qs: { limit: 1 },
			method: 'GET',
		},
		rules: [
			{
				type: 'responseCode',
				properties: {
					value: 401,
					message:
						'Unauthorized access: LiveChatAI rejected the API key. Check the key (from your LiveChatAI profile page).',
				},
			},
			{
				type: 'responseCode',
				properties: {
					value: 403,
					message:
						'The API key lacks permission. LiveChatAI’s API needs an Advanced or Expert plan.',
				},
			},
			// A 2xx must be the agents list as documented, `{status, data: [...], ...}`: a web page (a login page, a
			// typo'd proxy) or another API answers 200 too, and the key would then fail in every workflow.
			answersWith('status'),
			answersWith('data'),
			// n8n's credentials tester reads each rule by its type, the codes on a failure, the bodies on a 2xx; its
			// type asks for one kind per list.
		] as IAuthenticateRuleResponseCode[],
	};
}
