/** Contract rows of the v2 contacts endpoints (see ../types.ts). */
import { byId } from '../../harness/liveChatAi';
import { SEED } from '../../simulator';
import type { ContractRow } from '../types';
import { ALL_FILTERS, CONVERSATION_FILTERS, CONVERSATION_LIST_EXAMPLE } from './conversationList';
import { PAGES_EXAMPLE, v2Page } from './pages';

const UPSERT_BODY = [
	'agentId',
	'distinctId',
	'contactId',
	'userHash',
	'name',
	'email',
	'phone',
	'attributes',
];

/** Every optional field Contact > Create or Update offers, so that each is sent. */
const UPSERT_PARAMETERS = {
	contactId: SEED.contacts.alice,
	additionalFields: {
		name: 'Contract Test',
		email: 'contract@example.com',
		phone: '+15550100',
		userHash: 'a1b2c3',
		attributes: { attribute: [{ key: 'planType', value: 'premium' }] },
	},
};

export const CONTACT_ROWS: ContractRow[] = [
	{
		endpoint: 'POST /api/v2/contacts',
		reference: v2Page('contacts/create'),
		body: UPSERT_BODY,
		example: { status: 'success', contactId: 'contact_1234567890' },
		reads: ['contactId'],
		sends: [
			{
				by: 'v2 contact:upsert',
				// The contact updated is the support agent's.
				parameters: { ...UPSERT_PARAMETERS, agent: byId(SEED.agents.support) },
				body: UPSERT_BODY,
			},
			{ by: 'v1 contact:upsert', parameters: UPSERT_PARAMETERS, body: UPSERT_BODY },
		],
	},
	{
		endpoint: 'GET /api/v2/contacts',
		reference: v2Page('contacts/list'),
		query: { agentId: 'text', page: 'page', limit: 'pageSize' },
		example: {
			status: 'success',
			agentId: 'clx1234567890abcdef',
			data: [
				{
					id: 'contact_1234567890',
					distinctId: 'user_12345',
					name: 'John Doe',
					email: 'john@example.com',
					phone: '+1234567890',
					country: 'US',
					createdAt: '2024-01-15T10:30:00Z',
				},
			],
			totalCount: 150,
			pages: PAGES_EXAMPLE,
		},
		reads: ['data[].id', 'data[].createdAt', 'pages.totalPages'],
		sends: [
			{ by: 'v2 contact:getMany', query: ['agentId', 'page', 'limit'] },
			{ by: 'trigger newContact', query: ['agentId', 'page', 'limit'] },
		],
	},
	{
		endpoint: 'GET /api/v2/contacts/{contactId}',
		reference: v2Page('contacts/retrieve'),
		// [doc] The only v2 answer without the {status, data} envelope.
		example: {
			id: 'contact_1234567890',
			chatSource: 'website',
			email: 'john@example.com',
			agentId: 'clx1234567890abcdef',
			distinctId: 'user_12345',
			name: 'John Doe',
			phone: '+1234567890',
			threadId: 'thread_12345',
			ip: '192.168.1.1',
			country: 'US',
			attributes: [{ key: 'planType', value: 'premium' }],
			createdAt: '2024-01-15T10:30:00Z',
			updatedAt: '2024-01-20T14:45:00Z',
		},
		reads: ['id', 'name', 'email', 'attributes[].key', 'attributes[].value'],
		sends: [{ by: 'v2 contact:get' }],
	},
	{
		endpoint: 'GET /api/v2/contacts/{contactId}/conversations',
		reference: v2Page('contacts/list-conversations'),
		query: { page: 'page', perPage: 'pageSize', ...CONVERSATION_FILTERS },
		example: CONVERSATION_LIST_EXAMPLE,
		reads: ['data.conversations[].id', 'data.meta.totalPages'],
		sends: [
			{
				by: 'v2 contact:getConversations',
				// [doc] The list's filters, but the inbox Type.
				parameters: { filters: { ...ALL_FILTERS, type: undefined } },
				query: ['page', 'perPage', ...Object.keys(CONVERSATION_FILTERS)],
			},
		],
	},
];
