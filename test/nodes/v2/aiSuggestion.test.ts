/**
 * Version 2, AI Suggestion resource: what each operation sends and outputs, in a real workflow through n8n-core
 * against the simulator. (Get Many's pages: lists.test.ts; every operation's path: everyOperation.test.ts.)
 */
import { byId } from '../../harness/liveChatAi';
import { MANUAL_CLOCK_START, SEED } from '../../simulator';
import { startingForms } from '../../simulator/control/legalForms';
import { useSimulator } from '../../simulator/testHelpers';
import { eachExchange, parametersFor } from './v2Operations';

const h = useSimulator();

const kb = SEED.agents.knowledgeBase;
const [first] = SEED.suggestions.active;
const hoursBeforeStart = (hours: number) =>
	new Date(Date.parse(MANUAL_CLOCK_START) - hours * 3600 * 1000).toISOString();
const startDate = hoursBeforeStart(13);
// Given as Unix seconds (e.g. from an expression), sent as the ISO 8601 date-time the reference asks for.
const endSeconds = Math.floor(Date.parse(hoursBeforeStart(5)) / 1000);
const endDate = new Date(endSeconds * 1000).toISOString().replace('.000Z', 'Z');

eachExchange({ h, prefix: 'AI Suggestion > ' }, [
	{
		name: 'Get outputs the suggestion',
		parameters: parametersFor('aiSuggestion:get', { suggestionId: first }),
		request: `GET /api/v2/ai-suggestions/${first}`,
		output: () => [
			expect.objectContaining({
				id: first,
				userMessage: expect.any(Object),
				aiMessage: expect.any(Object),
				suggestedImprovement: expect.any(String),
			}),
		],
	},
	{
		name: 'Get Many sends the date range as ISO 8601 date-times (Unix seconds converted), outputs the suggestions in it',
		parameters: parametersFor('aiSuggestion:getMany', {
			agent: byId(kb),
			returnAll: true,
			filters: { startDate, endDate: String(endSeconds) },
		}),
		request: 'GET /api/v2/ai-suggestions',
		query: { agentId: kb, page: '1', limit: '100', startDate, endDate },
		output: () =>
			['sug_kb_002', 'sug_kb_001', 'sug_kb_004', 'sug_kb_003'].map((id) =>
				expect.objectContaining({ id }),
			),
	},
	{
		name: 'Dismiss deletes the suggestion and outputs { dismissed: true, suggestionId, message }',
		parameters: parametersFor('aiSuggestion:dismiss', { suggestionId: first }),
		request: `DELETE /api/v2/ai-suggestions/${first}`,
		output: () => {
			expect(h.sim.store.suggestions.get(first)?.status).toBe('ignored');
			// [doc] The answer's `data.message`; a dismissal answered without a body (the form noContent) has none.
			const message = startingForms().emptySuccess === false ? 'Suggestion dismissed' : null;
			return [{ dismissed: true, suggestionId: first, message }];
		},
	},
]);
