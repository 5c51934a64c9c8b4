/**
 * The form `textPreviewLength` (control/legalForms.ts): GET /api/v2/data-sources lists a text (a Q&A's answer too)
 * longer than that as its start and '...', `characterCount` its full length, as the reference's example shows;
 * shorter texts whole; the store keeps the whole text.
 */
import { SEED } from '../index';
import { useSimulator } from '../testHelpers';

describe('legal form: previews in text lists', () => {
	const h = useSimulator();
	const agentId = SEED.agents.team[0];
	const content = `Start. ${'x'.repeat(300)}`;

	it.each([1, 20, 200])(
		'a text longer than %i is listed as its first that many characters and ...',
		async (length) => {
			h.sim.setForms({ textPreviewLength: length });
			await h.api.post('/api/v2/data-sources/text', { title: 'Long', content, agentId });
			await h.api.post('/api/v2/data-sources/qa', { question: 'Q?', answer: content, agentId });
			await h.api.post('/api/v2/data-sources/text', { title: 'Short', content: 'Hi.', agentId });
			const { data } = (await h.api.get(`/api/v2/data-sources?agentId=${agentId}&limit=100`)).data;
			const byTitle = Object.fromEntries(
				data.items.map((item: { title: string }) => [item.title, item]),
			);
			for (const title of ['Long', 'Q?']) {
				expect(byTitle[title]).toMatchObject({
					text: `${content.slice(0, length)}...`,
					characterCount: content.length,
				});
			}
			// Listed longer than it is where the cut is shorter than the text by less than the ellipsis.
			const short = length < 3 ? `${'Hi.'.slice(0, length)}...` : 'Hi.';
			expect(byTitle.Short).toMatchObject({ text: short, characterCount: 3 });
			const stored = [...h.sim.store.dataSources.values()].find((d) => d.title === 'Long');
			expect(stored?.content).toBe(content);
		},
	);

	it('without the form the whole text is listed; a wrong length is refused', async () => {
		await h.api.post('/api/v2/data-sources/text', { title: 'Long', content, agentId });
		const { data } = (await h.api.get(`/api/v2/data-sources?agentId=${agentId}&limit=100`)).data;
		expect(data.items.find((item: { title: string }) => item.title === 'Long').text).toBe(content);
		for (const textPreviewLength of [0, 2.5, '200'])
			expect((await h.anon.post('/__sim/forms', { textPreviewLength })).status).toBe(400);
	});
});
