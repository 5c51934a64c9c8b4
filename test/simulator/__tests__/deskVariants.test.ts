/* eslint-disable @n8n/community-nodes/no-restricted-globals -- test tooling: sets the jest global a suite names its desk behaviour by */
/**
 * The desk behaviours a whole suite can run under (DESK_VARIANTS, control/deskBehaviour.ts): a suite run under
 * a variant starts in it and `reset()` returns to it; an unknown variant is refused; between them the variants
 * turn every field of the behaviour away from the default; and the table of suites run under each variant
 * (test/deskSuites.js) names only variants that exist and suites that exist.
 */
import {
	DEFAULT_DESK_BEHAVIOUR,
	DESK_VARIANTS,
	startingDeskBehaviour,
} from '../control/deskBehaviour';
import type { DeskBehaviour } from '../state/deskChanges';
import { useSimulator } from '../testHelpers';
import { expectSuitesForEachVariant } from './suiteTable';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the table is plain JavaScript, for jest.config.js
const DESK_SUITES = require('../../deskSuites') as Record<string, string[]>;

const h = useSimulator();
const g = globalThis as { __LIVECHATAI_DESK__?: string };

/** Runs `check` as a suite named `variant` would run it, then puts the global back. */
function under(variant: string | undefined, check: () => void) {
	const saved = g.__LIVECHATAI_DESK__;
	try {
		g.__LIVECHATAI_DESK__ = variant;
		check();
	} finally {
		g.__LIVECHATAI_DESK__ = saved;
	}
}

it('a suite run under a variant starts in it; an unknown variant is refused', () => {
	for (const [name, changes] of Object.entries(DESK_VARIANTS))
		under(name, () =>
			expect(startingDeskBehaviour()).toEqual({ ...DEFAULT_DESK_BEHAVIOUR, ...changes }),
		);
	under('noSuchDesk', () =>
		expect(() => startingDeskBehaviour()).toThrow('No simulator desk behaviour "noSuchDesk"'),
	);
});

it('reset() returns to the behaviour the suite started with', async () => {
	h.sim.desk.setBehaviour({ replyReopens: !startingDeskBehaviour().replyReopens });
	h.sim.reset();
	const state = (await h.anon.get('/__sim/state')).data;
	expect(state.settings.desk).toEqual(startingDeskBehaviour());
});

it('between them the variants turn every field away from the default, each value a legal one', () => {
	const turned = new Set<string>();
	for (const changes of Object.values(DESK_VARIANTS)) {
		// Checked as the control API checks a behaviour: a wrong field or value throws.
		h.sim.desk.setBehaviour(changes);
		for (const [field, value] of Object.entries(changes)) {
			expect(value).not.toEqual(DEFAULT_DESK_BEHAVIOUR[field as keyof DeskBehaviour]);
			turned.add(field);
		}
	}
	expect([...turned].sort()).toEqual(Object.keys(DEFAULT_DESK_BEHAVIOUR).sort());
	// A delay the tests' clocks can pass: within an hour.
	for (const changes of Object.values(DESK_VARIANTS))
		expect(changes.humanRequestDelayMs).toBeLessThanOrEqual(60 * 60_000);
});

it('every variant has suites run under it, and every suite named exists', () => {
	expectSuitesForEachVariant(DESK_SUITES, DESK_VARIANTS);
});
