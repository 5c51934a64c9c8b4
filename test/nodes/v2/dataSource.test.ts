/**
 * Version 2, Data Source resource (the Syncs have their own files): what each operation sends and outputs, in a
 * real workflow through n8n-core against the simulator. (Get Many's pages: lists.test.ts; its short form:
 * simplify.test.ts; every operation's path: everyOperation.test.ts; Crawl Website, the code of version 1's
 * Website > Crawl: test/nodes/v1/website.test.ts.)
 */
import { byId } from '../../harness/liveChatAi';
import { SEED } from '../../simulator';
import { useSimulator } from '../../simulator/testHelpers';
import { eachExchange, parametersFor, runV2 } from './v2Operations';

const h = useSimulator();

const agentId = SEED.agents.support;
const agent = byId(agentId);
const [first, second] = SEED.dataSources.supportWebsite;
const added = (source: string, isGeneratedByAI = false) => ({
	id: expect.any(String),
	source,
	isGeneratedByAI,
	message: 'Added successfully',
});
/** The data sources of that title: one, its kind and agent as the row says. */
const storedAs = (title: string, kind: object) => {
	const stored = [...h.sim.store.dataSources.values()].filter((d) => d.title === title);
	expect(stored).toEqual([expect.objectContaining({ chatbotId: agentId, ...kind })]);
	return stored[0].id;
};
const deleted = { deleted: true, agentId, source: 'WEBSITE' };
const file = { title: 'Router X2', content: 'Two years on every router.' };
const pair = { question: 'Do you ship abroad?', answer: 'Yes, to 40 countries.' };
// The first message of a conversation of the agent (the seed's ids: `<conversation id>_m<n>`).
const aiWritten = { isGeneratedByAI: true, relatedMessageId: `${SEED.conversations.latest}_m1` };

eachExchange({ h, prefix: 'Data Source > ' }, [
	{
		name: 'Get Many of one Source sends it and outputs that kind only',
		parameters: parametersFor('dataSource:getMany', {
			agent: byId(SEED.agents.knowledgeBase),
			source: 'PDF',
			limit: 4,
		}),
		request: 'GET /api/v2/data-sources',
		query: { agentId: SEED.agents.knowledgeBase, source: 'PDF', page: '1', limit: '4' },
		output: () => Array.from({ length: 4 }, () => expect.objectContaining({ source: 'PDF' })),
	},
	{
		name: 'Add Text posts {title, content, agentId} and outputs the new item with the message',
		parameters: parametersFor('dataSource:addText', {
			agent,
			title: 'Holidays',
			content: 'Closed.',
		}),
		request: 'POST /api/v2/data-sources/text',
		body: { title: 'Holidays', content: 'Closed.', agentId },
		output: () => [{ ...added('TEXT'), id: storedAs('Holidays', { type: 'text' }) }],
	},
	{
		name: 'Add URL posts {url, agentId}',
		parameters: parametersFor('dataSource:addUrl', { agent, url: 'https://acme-sim.test/help' }),
		request: 'POST /api/v2/data-sources/url',
		body: { url: 'https://acme-sim.test/help', agentId },
		output: () => [added('WEBSITE')],
	},
	{
		name: 'Add Q&A without options sends the pair trimmed, neither AI flag nor message',
		parameters: parametersFor('dataSource:addQa', { agent, question: ' Q? ', answer: 'A.' }),
		request: 'POST /api/v2/data-sources/qa',
		body: { question: 'Q?', answer: 'A.', agentId },
		output: () => [added('QA')],
	},
	{
		name: 'Add Q&A sends the AI flag and the related message when set',
		parameters: parametersFor('dataSource:addQa', { agent, ...pair, options: aiWritten }),
		request: 'POST /api/v2/data-sources/qa',
		body: { ...pair, agentId, ...aiWritten },
		output: () => [added('QA', true)],
	},
	...[
		['docx', 'docx', 'DOCX'],
		['pdf', 'pdf', 'PDF'],
		['image', 'image', 'IMAGE'],
		// A file extension, from an expression.
		['={{ ".PNG" }}', 'image', 'IMAGE'],
	].map(([fileType, type, source]) => ({
		name: `Add File with File Type ${fileType} posts the text with file type ${type}, a ${source} item`,
		parameters: parametersFor('dataSource:addFile', { agent, ...file, fileType }),
		request: 'POST /api/v2/data-sources/file',
		body: { ...file, agentId, fileType: type },
		output: () => [{ ...added(source), id: storedAs(file.title, { type }) }],
	})),
	{
		name: 'Delete of one ID sends {agentId, source, id} and outputs deleted: true with the lists',
		parameters: parametersFor('dataSource:delete', { agent, source: 'WEBSITE', ids: first }),
		request: 'DELETE /api/v2/data-sources',
		body: { agentId, source: 'WEBSITE', id: first },
		output: () => {
			expect(h.sim.store.dataSources.has(first)).toBe(false);
			const lists = { deletedIds: [first], notFoundIds: [] };
			return [{ ...deleted, ...lists, message: 'Deleted 1 item(s)' }];
		},
	},
	{
		name: 'Delete of many IDs, from an array, each once, sends {ids}',
		parameters: parametersFor('dataSource:delete', {
			agent,
			source: 'WEBSITE',
			ids: '={{ $json.ids }}',
		}),
		options: { input: [{ ids: [first, second, first] }] },
		request: 'DELETE /api/v2/data-sources',
		body: { agentId, source: 'WEBSITE', ids: [first, second] },
		output: () => [expect.objectContaining({ ...deleted, deletedIds: [first, second] })],
	},
	{
		name: 'Delete with Ignore IDs Not Found succeeds and lists them',
		parameters: parametersFor('dataSource:delete', {
			agent,
			source: 'QA',
			ids: `${first}, ${SEED.dataSources.qa}`,
			options: { ignoreNotFound: true },
		}),
		request: 'DELETE /api/v2/data-sources',
		body: { agentId, source: 'QA', ids: [first, SEED.dataSources.qa] },
		output: () => [
			expect.objectContaining({ deletedIds: [SEED.dataSources.qa], notFoundIds: [first] }),
		],
	},
]);

it.each([
	[`${first}, ds_gone`, '1 of 2 data sources not found: ds_gone', `Deleted: ${first}.`],
	['ds_gone', '1 of 1 data sources not found: ds_gone', 'Nothing was deleted.'],
])(
	'Data Source > Delete of %s fails on the IDs not found, naming them and what was deleted',
	async (ids, message, description) => {
		const parameters = parametersFor('dataSource:delete', { agent, source: 'WEBSITE', ids });
		const { error } = await runV2(h.sim, parameters);
		expect(error?.message).toBe(message);
		expect(error?.description).toContain(description);
		// The IDs found are deleted all the same.
		expect(h.sim.store.dataSources.has(first)).toBe(!ids.includes(first));
	},
);
