/** Contract rows of the v2 data-source endpoints (see ../types.ts). */
import { SEED } from '../../simulator';
import type { ContractRow } from '../types';
import { ADDED_EXAMPLE, PAGES_EXAMPLE, v2Page } from './pages';

const SOURCES = ['WEBSITE', 'TEXT', 'QA', 'PDF', 'DOCX', 'IMAGE'];
const LIST_QUERY = ['agentId', 'source', 'page', 'limit'];
const ADDED_READS = ['data.item.id'];

export const DATA_SOURCE_ROWS: ContractRow[] = [
	{
		endpoint: 'GET /api/v2/data-sources',
		reference: v2Page('data-sources/list'),
		query: { agentId: 'text', source: [...SOURCES, 'ALL'], page: 'page', limit: 'pageSize' },
		example: {
			status: 'success',
			data: {
				agentId: 'clx1234567890abcdef',
				items: [
					{
						id: 'ds_1234567890',
						title: 'Company Overview',
						text: 'Our company specializes in...',
						url: 'https://example.com/about',
						source: 'TEXT',
						status: 'COMPLETED',
						characterCount: 1250,
						createdAt: '2024-01-15T10:30:00Z',
						updatedAt: '2024-01-20T14:45:00Z',
					},
				],
				totalCount: 250,
				pages: PAGES_EXAMPLE,
			},
		},
		reads: [
			'data.items[].id',
			'data.items[].title',
			'data.items[].source',
			'data.pages.totalPages',
		],
		sends: [
			{ by: 'v2 dataSource:getMany', query: LIST_QUERY },
			{ by: 'v2 dataSource:syncQa', query: LIST_QUERY },
			{ by: 'v2 dataSource:syncTexts', query: LIST_QUERY },
			{ by: 'v2 dataSource:syncUrls', query: LIST_QUERY },
			{ by: 'v2 dataSource:syncFiles', query: LIST_QUERY },
		],
	},
	{
		endpoint: 'POST /api/v2/data-sources/text',
		reference: v2Page('data-sources/create-text'),
		body: ['title', 'content', 'agentId'],
		example: ADDED_EXAMPLE('TEXT'),
		reads: ADDED_READS,
		sends: [
			{ by: 'v2 dataSource:addText', body: ['title', 'content', 'agentId'] },
			{ by: 'v2 dataSource:syncTexts', body: ['title', 'content', 'agentId'] },
		],
	},
	{
		endpoint: 'POST /api/v2/data-sources/url',
		reference: v2Page('data-sources/create-url'),
		body: ['url', 'agentId'],
		example: ADDED_EXAMPLE('WEBSITE'),
		reads: ADDED_READS,
		sends: [
			{ by: 'v2 dataSource:addUrl', body: ['url', 'agentId'] },
			{ by: 'v2 dataSource:syncUrls', body: ['url', 'agentId'] },
		],
	},
	{
		endpoint: 'POST /api/v2/data-sources/qa',
		reference: v2Page('data-sources/create-qa'),
		body: ['question', 'answer', 'agentId', 'isGeneratedByAI', 'relatedMessageId'],
		example: ADDED_EXAMPLE('QA'),
		reads: ADDED_READS,
		sends: [
			{
				by: 'v2 dataSource:addQa',
				parameters: {
					options: { isGeneratedByAI: true, relatedMessageId: `${SEED.conversations.latest}_m1` },
				},
				body: ['question', 'answer', 'agentId', 'isGeneratedByAI', 'relatedMessageId'],
			},
			{ by: 'v2 dataSource:syncQa', body: ['question', 'answer', 'agentId'] },
		],
	},
	{
		endpoint: 'POST /api/v2/data-sources/file',
		reference: v2Page('data-sources/create-file'),
		body: ['title', 'content', 'agentId', 'fileType'],
		example: ADDED_EXAMPLE('PDF'),
		reads: ADDED_READS,
		sends: [
			{ by: 'v2 dataSource:addFile', body: ['title', 'content', 'agentId', 'fileType'] },
			{ by: 'v2 dataSource:syncFiles', body: ['title', 'content', 'agentId', 'fileType'] },
		],
	},
	{
		endpoint: 'DELETE /api/v2/data-sources',
		reference: v2Page('data-sources/delete'),
		body: ['agentId', 'source', 'id', 'ids'],
		example: {
			status: 'success',
			data: {
				message: 'Data sources deleted successfully',
				agentId: 'clx1234567890abcdef',
				source: 'WEBSITE',
				deleted: ['ds_1234567890'],
				notFound: [],
			},
		},
		reads: ['data.deleted', 'data.notFound'],
		sends: [
			{ by: 'v2 dataSource:delete', body: ['agentId', 'source', 'id'] },
			{ by: 'v2 dataSource:syncQa', body: ['agentId', 'source', 'ids'] },
		],
	},
];
