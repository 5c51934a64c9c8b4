import type {
	IAuthenticateGeneric,
	Icon,
	ICredentialTestRequest,
	ICredentialType,
	INodeProperties,
} from 'n8n-workflow';

import { DEFAULT_BASE_URL } from '../nodes/LiveChatAi/shared/serviceDecisions';
import { SECURE_BASE_URL_PATTERN } from '../nodes/LiveChatAi/shared/transport/baseUrl';

// Evaluated by n8n's expression engine: the key is withheld unless the Base URL is HTTPS (or loopback),
// so not even a hand-built HTTP Request with this credential can send it in clear text.
const isSecureBaseUrl = `${SECURE_BASE_URL_PATTERN.toString()}.test(String($credentials.baseUrl).trim())`;

export class LiveChatAiApi implements ICredentialType {
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

	authenticate: IAuthenticateGeneric = {
		type: 'generic',
		properties: {
			headers: {
				Authorization: `={{ ${isSecureBaseUrl} ? 'Bearer ' + $credentials.apiKey : '' }}`,
			},
		},
	};

	test: ICredentialTestRequest = {
		request: {
			baseURL: '={{ String($credentials.baseUrl).trim().replace(/\\/+$/, "") }}',
			url: '/api/aibot/list',
			method: 'GET',
		},
		rules: [
			{
				type: 'responseCode',
				properties: {
					value: 401,
					message:
						'Unauthorized access: LiveChatAI rejected the API key. Check the key, and that the Base URL starts with https:// (http:// is accepted for localhost only).',
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
		],
	};
}
