import { SEED, type ListShape } from '../index';
import { useSimulator } from '../testHelpers';

const LISTS: Array<[string, string, number]> = [
	['/api/aibot/list', 'chatbots', SEED.agents.mainCount],
	[`/api/aibot/data-source/items?chatbotId=${SEED.chatbots.support}&source=QA`, 'items', 3],
	[`/api/aibot/contact/agent?contactId=${SEED.contacts.alice}`, 'agents', 2],
];

type ListBody = unknown[] & { data: unknown[] & { items: unknown[] }; items: unknown[] } & Record<
		string,
		unknown[]
	>;

function extract(shape: ListShape, body: ListBody, name: string): unknown[] {
	switch (shape) {
		case 'bare':
			return body;
		case 'data':
			return body.data;
		case 'dataItems':
			return body.data.items;
		case 'items':
			return body.items;
		case 'onlyArrayField':
			return body[name];
	}
}

describe('list shapes of legacy lists', () => {
	const h = useSimulator();

	it("defaults to 'data'", async () => {
		const res = await h.api.get('/api/aibot/list');
		expect(Object.keys(res.data)).toEqual(['data']);
		expect(res.data.data).toHaveLength(SEED.agents.mainCount);
	});

	describe.each(['bare', 'data', 'dataItems', 'items', 'onlyArrayField'] as ListShape[])(
		'%s',
		(shape) => {
			it.each(LISTS)('%s', async (url, name, count) => {
				h.sim.setListShape(shape);
				const res = await h.api.get(url);
				expect(res.status).toBe(200);
				const list = extract(shape, res.data, name);
				expect(Array.isArray(list)).toBe(true);
				expect(list).toHaveLength(count);
				if (shape === 'bare') expect(Array.isArray(res.data)).toBe(true);
				if (shape === 'onlyArrayField') {
					expect(res.data).toEqual({ status: 'success', [name]: list, total: count });
					expect(Object.values(res.data).filter(Array.isArray)).toHaveLength(1);
				}
			});
		},
	);

	it('does not change v2 responses', async () => {
		h.sim.setListShape('bare');
		const res = await h.api.get('/api/v2/conversations', {
			params: { agentId: SEED.agents.support },
		});
		expect(res.data.status).toBe('success');
		expect(Array.isArray(res.data.data.conversations)).toBe(true);
	});

	it('rejects an unknown shape', () => {
		expect(() => h.sim.setListShape('nested' as ListShape)).toThrow('unknown list shape');
	});
});
