import type { ListShape } from '../simulator';
import { SEED } from '../simulator';
import { useSimulator } from '../simulator/testHelpers';
import { probe } from './probe';

const h = useSimulator();

const shapes: ListShape[] = ['bare', 'data', 'dataItems', 'items', 'onlyArrayField'];

describe('list responses become one item per element, whatever their shape', () => {
	it.each(shapes)('%s', async (shape) => {
		h.sim.setListShape(shape);
		const { items, error } = await probe(h.sim, { mode: 'items', path: '/api/aibot/list' });
		expect(error).toBeUndefined();
		const ids = items.map((item) => item.json.chatbotId ?? item.json.id).sort();
		expect(ids).toEqual([...SEED.agents.main].sort());
		expect(items.every((item) => item.pairedItem !== undefined)).toBe(true);
	});

	it('a body without a list comes out as one item', async () => {
		const { items } = await probe(h.sim, {
			mode: 'items',
			path: '/api/aibot/counts/chat',
			qs: { chatbotId: SEED.chatbots.support },
		});
		expect(items).toHaveLength(1);
		expect(items[0].json).toMatchObject({
			chatbotId: SEED.chatbots.support,
			count: expect.any(Number),
		});
	});
});
