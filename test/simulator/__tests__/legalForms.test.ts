/* eslint-disable @n8n/community-nodes/no-restricted-globals -- test tooling: sets the jest global a suite names its form by */
/**
 * The legal forms the simulator can answer in (control/legalForms.ts): each set by a test or by a suite's form
 * variant, checked, and undone by `reset()` back to the suite's own. The table of suites run under each variant
 * (test/formSuites.js) names only variants that exist and suites that exist.
 */
import { DEFAULT_FORMS, FORM_VARIANTS, startingForms } from '../control/legalForms';
import { SEED } from '../index';
import { useSimulator } from '../testHelpers';
import { expectSuitesForEachVariant } from './suiteTable';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the table is plain JavaScript, for jest.config.js
const FORM_SUITES = require('../../formSuites') as Record<string, string[]>;

describe('legal forms', () => {
	const h = useSimulator();

	it('maxPageSize: a page holds at most that many, and its paging fields say the size it used', async () => {
		h.sim.setForms({ maxPageSize: 2 });
		const { data } = await h.api.get('/api/v2/agents?limit=5&page=2');
		expect(data.data).toHaveLength(2);
		expect({ totalCount: data.totalCount, ...data.pages }).toMatchObject({
			totalCount: SEED.agents.mainCount,
			page: 2,
			perPage: 2,
			totalPages: Math.ceil(SEED.agents.mainCount / 2),
			hasNext: true,
		});
	});

	it('a wrong form or value is refused with a 400 through the control API, and nothing changes', async () => {
		for (const body of [{ maxPageSize: 0 }, { maxPageSize: 1.5 }, { pageSize: 3 }]) {
			const res = await h.anon.post('/__sim/forms', body);
			expect(res.status).toBe(400);
		}
		const ok = await h.anon.post('/__sim/forms', { maxPageSize: 3 });
		expect(ok.data).toEqual({ status: 'success', forms: { ...startingForms(), maxPageSize: 3 } });
	});

	it('reset() returns to the forms the suite started with', async () => {
		h.sim.setForms({ maxPageSize: 1 });
		h.sim.reset();
		const state = (await h.anon.get('/__sim/state')).data;
		expect(state.settings.forms).toEqual(startingForms());
	});

	it('a suite run under a variant starts in it; an unknown variant is refused', () => {
		const g = globalThis as { __LIVECHATAI_FORM__?: string };
		const saved = g.__LIVECHATAI_FORM__;
		try {
			g.__LIVECHATAI_FORM__ = 'smallPages';
			expect(startingForms()).toEqual({ ...DEFAULT_FORMS, ...FORM_VARIANTS.smallPages });
			g.__LIVECHATAI_FORM__ = 'noSuchForm';
			expect(() => startingForms()).toThrow('No simulator form "noSuchForm"');
		} finally {
			g.__LIVECHATAI_FORM__ = saved;
		}
	});

	it('every variant has suites run under it, and every suite named exists', () => {
		expectSuitesForEachVariant(FORM_SUITES, FORM_VARIANTS);
	});
});
