/**
 * Version 2's Agent resource in a real n8n: one workflow (test/e2e/workflows/v2-agent.json) creates an agent, gets
 * it by ID, gets another by slug, lists the agents with a Limit and with Return All, deletes the new agent, and
 * reads the Support Bot's counts since it began (legacy endpoints), all at typeVersion 2; run with `n8n execute` and checked by its output and by the requests the simulator
 * received. (An agent made through the API has no slug: the by-slug read is of the seeded "Docs Helper".)
 */
import { SEED } from '../../simulator';
import { n8nLine } from '../harness/manifest';
import { nodeJson } from '../harness/runData';
import { requestLines } from './requestLines';
import { v2WorkflowRun } from './v2WorkflowRun';

export function v2AgentSuite(major: 1 | 2): void {
	const setup = n8nLine(major);

	describe(`n8n ${setup.version}: version 2 Agent`, () => {
		const run = v2WorkflowRun(setup, 'v2-agent.json');

		it('the workflow uses every operation of the Agent resource, Get by ID and by slug', () => {
			expect(run.operations()).toEqual([
				'agent:create',
				'agent:delete',
				'agent:get',
				'agent:get',
				'agent:getConversationCount',
				'agent:getMany',
				'agent:getMany',
				'agent:getMessageCount',
			]);
			const modes = run.workflow.nodes
				.filter((node) => node.parameters.operation === 'get')
				.map((node) => (node.parameters.agent as { mode: string }).mode);
			expect(modes).toEqual(['id', 'slug']);
		});

		it('creates an agent, gets it by ID, gets one by slug, lists them two ways, deletes the new one and counts', async () => {
			const data = await run.execute();
			const { sim } = run;

			const [created] = nodeJson(data, 'Create agent');
			const id = created.id as string;
			expect(created).toEqual({
				id: expect.any(String),
				name: 'E2E Returns Desk',
				isLiveChatEnabled: true,
				isImageSharingEnabled: true,
				language: expect.any(String),
				isArchived: false,
				isFullPage: false,
				slug: null,
				createdAt: expect.any(String),
				updatedAt: expect.any(String),
			});
			expect(nodeJson(data, 'Get agent by ID')).toEqual([created]);
			expect(nodeJson(data, 'Get agent by slug')).toEqual([
				expect.objectContaining({
					id: SEED.chatbots.docs,
					slug: SEED.docsSlug,
					embed: {
						iframeUrl: expect.stringContaining(SEED.docsSlug),
						scriptUrl: expect.stringContaining(SEED.chatbots.docs),
					},
				}),
			]);

			// Return All: the workspace's agents and the new one, newest first; the Limit: the first three of them.
			const all = nodeJson(data, 'All agents').map((agent) => agent.id);
			expect([...all].sort()).toEqual([...SEED.agents.main, id].sort());
			expect(all[0]).toBe(id);
			expect(nodeJson(data, 'First 3 agents').map((agent) => agent.id)).toEqual(all.slice(0, 3));

			expect(nodeJson(data, 'Delete agent')).toEqual([{ deleted: true, agentId: id }]);
			expect(sim.store.chatbots.has(id)).toBe(false);
			for (const node of ['Conversation count', 'Message count']) {
				const [count] = nodeJson(data, node);
				expect(count.count as number).toBeGreaterThan(0);
			}

			expect(requestLines(sim.requests)).toEqual([
				'POST /api/v2/agents',
				`GET /api/v2/agents/${id}`,
				`GET /api/v2/agents/${SEED.docsSlug}`,
				'GET /api/v2/agents',
				'GET /api/v2/agents',
				`DELETE /api/v2/agents/${id}`,
				'GET /api/aibot/counts/chat',
				'GET /api/aibot/counts/messages',
			]);
			expect(sim.requests[0].body).toEqual({
				name: 'E2E Returns Desk',
				isLiveChatEnabled: true,
				isImageSharingEnabled: true,
			});
			expect(sim.requests.map((request) => request.query)).toEqual([
				{},
				{},
				{ isEmbed: 'true' },
				{ page: '1', limit: '3' },
				{ page: '1', limit: '100' },
				{},
				{ chatbotId: SEED.agents.support },
				{ chatbotId: SEED.agents.support },
			]);
		});
	});
}
