/**
 * The legal forms of how an answer is written (control/legalForms.ts, server/formedReplies.ts): a success with no
 * body (`emptySuccess`), the server's clock in `Date` and `Retry-After` as a date (`clockSkewMs`,
 * `retryAfterAsDate`), a closing stream event with the whole answer (`closingAnswer`), a web page at the Base URL
 * (`webPage`); each refused when wrong.
 */
import { SEED } from '../index';
import { useSimulator } from '../testHelpers';

const h = useSimulator();

const { latest } = SEED.conversations;

describe.each([204, 200] as const)('emptySuccess %i', (emptySuccess) => {
	it.each([
		['DELETE', `/api/v2/agents/${SEED.agents.sales}`],
		['DELETE', `/api/v2/ai-suggestions/${SEED.suggestions.active[0]}`],
		['DELETE', `/api/aibot/delete?chatbotId=${SEED.chatbots.support}`],
		['POST', `/api/v2/conversations/${latest}/typing`],
	])('%s %s answers with no body, having done its work', async (method, url) => {
		h.sim.setForms({ emptySuccess });
		const res = await h.api.request({ method, url, data: { isTyping: true } });
		expect(res.status).toBe(emptySuccess);
		expect(res.data).toBe('');
		if (method === 'POST') expect(h.sim.typingState(latest)).toMatchObject({ visible: true });
	});

	it('a success whose body says more (the data sources deleted) keeps its body', async () => {
		h.sim.setForms({ emptySuccess });
		const [id] = SEED.dataSources.supportWebsite;
		const data = { agentId: SEED.agents.support, source: 'WEBSITE', id };
		const res = await h.api.delete('/api/v2/data-sources', { data });
		expect(res.status).toBe(200);
		expect(res.data.data).toMatchObject({ deleted: [id], notFound: [] });
	});
});

it('retryAfterAsDate and clockSkewMs: Date is the skewed clock, and Retry-After that many seconds after it', async () => {
	h.sim.setForms({ retryAfterAsDate: true, clockSkewMs: -300_000 });
	h.sim.injectFault({
		path: '/api/v2/agents',
		fault: { kind: 'status', status: 429, retryAfter: '7' },
	});
	const before = Date.now();
	const res = await h.api.get('/api/v2/agents');
	expect(res.status).toBe(429);
	const date = Date.parse(res.headers.date as string);
	expect(Date.parse(res.headers['retry-after'] as string) - date).toBe(7000);
	expect(date).toBeGreaterThanOrEqual(Math.floor((before - 300_000) / 1000) * 1000);
	expect(date).toBeLessThanOrEqual(Date.now() - 300_000);
});

it('without retryAfterAsDate, Retry-After stays seconds; without a skew, Date is the machine clock', async () => {
	h.sim.injectFault({
		path: '/api/v2/agents',
		fault: { kind: 'status', status: 429, retryAfter: '7' },
	});
	const res = await h.api.get('/api/v2/agents');
	expect(res.headers['retry-after']).toBe('7');
	expect(Math.abs(Date.parse(res.headers.date as string) - Date.now())).toBeLessThan(2000);
});

it.each([
	['POST /api/v2/conversations', { question: 'Hi?', agentId: SEED.agents.support }, 'response'],
	['POST /api/aibot/reply', { question: 'Hi?', chatbotId: SEED.chatbots.support }, 'answer'],
])(
	'closingAnswer: %s streams its pieces, then a closing event with the whole answer',
	async (route, body, field) => {
		h.sim.setForms({ closingAnswer: true });
		const res = await h.api.post(route.split(' ')[1], { ...body, streaming: true });
		const values = (res.data as string)
			.split('\n')
			.filter((line) => line.startsWith('data: {'))
			.map((line) => JSON.parse(line.slice(6)) as Record<string, unknown>);
		const closing = values.pop()!;
		expect(closing.done).toBe(true);
		expect(values.length).toBeGreaterThan(1);
		expect(closing[field]).toBe(values.map((value) => value.text).join(''));
	},
);

it('webPage: every route answers 200 with a login page, whatever the key', async () => {
	h.sim.setForms({ webPage: true });
	for (const res of [
		await h.api.get('/api/v2/agents'),
		await h.anon.post('/api/v2/conversations'),
	]) {
		expect(res.status).toBe(200);
		expect(res.headers['content-type']).toMatch(/^text\/html/);
		expect(res.data).toContain('<title>Sign in</title>');
	}
});

it.each([
	{ emptySuccess: 201 },
	{ clockSkewMs: 1.5 },
	{ retryAfterAsDate: 'yes' },
	{ closingAnswer: 1 },
	{ webPage: null },
])('a wrong value is refused with a 400: %j', async (body) => {
	const res = await h.anon.post('/__sim/forms', body);
	expect(res.status).toBe(400);
});
