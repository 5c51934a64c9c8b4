/** Assembles store, clock, log, faults, server and control API into a running Simulator. */
import { addActivity, addSuggestion, typingState, type TypingState } from './control/activity';
import { createControlHandler } from './control/api';
import { createDeskControl, type DeskControl } from './control/desk';
import { createClock, MANUAL_CLOCK_START, type Clock, type ClockMode } from './control/clock';
import { startingDeskBehaviour } from './control/deskBehaviour';
import { FaultRegistry, type FaultRule } from './control/faults';
import type { ActivityInput, SuggestionInput } from './control/inputs';
import { changedForms, startingForms, type LegalForms } from './control/legalForms';
import { changedReporting, type MessageReporting } from './control/messageReporting';
import {
	DEFAULT_SETTINGS,
	type Paging,
	type Settings,
	INVISIBLE_CHARACTERS,
	LIST_SHAPES,
	STREAM_FRAMINGS,
	type InvisibleCharacters,
	type ListShape,
	type StreamFraming,
} from './control/settings';
import { apiRoutes } from './routes';
import type { Conversation } from './routes/serialize';
import { seedStore } from './seed';
import { SIMULATOR_API_KEY } from './seed/keys';
import { notFound } from './server/errors';
import { RequestLog, type LoggedRequest, type RequestHook } from './server/requestLog';
import { startServer } from './server/server';
import { oneOf } from './server/validation';
import { Store } from './state/store';

export interface SimulatorOptions {
	/** 0 or absent: a random free port. */
	port?: number;
	/** 'manual' (default): starts at 2026-11-01T12:00:00.000Z and moves only when told. 'real': follows Date.now(). */
	clock?: ClockMode;
	/** Load the seed data (default true). false: only the users and API keys exist. */
	seed?: boolean;
}

export interface Simulator {
	url: string;
	port: number;
	apiKey: string;
	close(): Promise<void>;
	clock: Pick<Clock, 'now' | 'advance' | 'set'>;
	requests: LoggedRequest[];
	clearRequests(): void;
	injectFault(rule: FaultRule): void;
	clearFaults(): void;
	setListShape(shape: ListShape): void;
	setStreamFraming(framing: StreamFraming): void;
	/** How the v2 lists page from now on (until `reset()`). */
	setPaging(paging: Paging): void;
	/** How a conversation's messages are reported from now on (until `reset()`): the changes only. */
	setMessageReporting(changes: Partial<MessageReporting>): void;
	/** Whether the texts written from now on keep their invisible characters (until `reset()`). */
	setInvisibleCharacters(mode: InvisibleCharacters): void;
	/** The legal forms the answers take from now on (until `reset()`, which returns to the suite's): the changes only. */
	setForms(changes: Partial<LegalForms>): void;
	onRequest(hook: RequestHook | null): void;
	addActivity(input: ActivityInput): Conversation;
	/** A new active AI suggestion (e.g. with a given createdAt), as the service would make one. */
	addSuggestion(input: SuggestionInput): ReturnType<typeof addSuggestion>;
	typingState(conversationId: string): TypingState;
	/**
	 * The support desk's changes the API cannot make (assign, request a human, reopen, label; new contacts, scores,
	 * views) and how the desk behaves where the reference is silent (`setBehaviour`, until `reset()`).
	 */
	desk: DeskControl;
	/** Until `restoreKey` or `reset()`, a known key is answered 401 as an unknown one (throws for another). */
	revokeKey(key: string): void;
	/** Makes a revoked key valid again (a no-op for a key that is not revoked). */
	restoreKey(key: string): void;
	store: Store;
	/** Back to the seed and the clock's start, no log, faults nor hook, the starting settings, no key revoked. */
	reset(): void;
}

export async function startSimulator(options: SimulatorOptions = {}): Promise<Simulator> {
	const clock = createClock(options.clock ?? 'manual');
	const withData = options.seed ?? true;
	const store = new Store();
	// A suite run under a form variant or a desk variant starts, and resets, with it.
	const startSettings = (): Settings => ({
		...DEFAULT_SETTINGS,
		forms: startingForms(),
		desk: startingDeskBehaviour(),
	});
	const settings: Settings = startSettings();
	const log = new RequestLog();
	const faults = new FaultRegistry();

	const seedBase = () =>
		clock.mode === 'manual'
			? new Date(MANUAL_CLOCK_START)
			: new Date(Math.floor(clock.now().getTime() / 1000) * 1000);
	seedStore(store, seedBase(), { data: withData });

	const sim: Simulator = {
		url: '',
		port: 0,
		apiKey: SIMULATOR_API_KEY,
		close: async () => undefined,
		clock,
		requests: log.entries,
		clearRequests: () => log.clear(),
		injectFault: (rule) => faults.add(rule),
		clearFaults: () => faults.clear(),
		setListShape(shape) {
			settings.listShape = oneOf('shape', LIST_SHAPES, shape);
		},
		setStreamFraming(framing) {
			settings.streamFraming = oneOf('framing', STREAM_FRAMINGS, framing);
		},
		setPaging(paging) {
			settings.paging = paging;
		},
		setMessageReporting(changes) {
			settings.messages = changedReporting(settings.messages, changes);
		},
		setInvisibleCharacters(mode) {
			settings.invisibleCharacters = oneOf('mode', INVISIBLE_CHARACTERS, mode);
		},
		setForms(changes) {
			settings.forms = changedForms(settings.forms, changes);
		},
		onRequest: (hook) => log.setHook(hook),
		addActivity: (input) => addActivity(store, clock, input, settings.desk),
		addSuggestion: (input) => addSuggestion(store, clock, input),
		typingState: (conversationId) => typingState(store, clock, conversationId),
		desk: createDeskControl(store, clock, settings),
		revokeKey(key) {
			if (!store.apiKeys.has(key)) throw notFound('API key');
			store.revokedKeys.add(key);
		},
		restoreKey(key) {
			if (!store.apiKeys.has(key)) throw notFound('API key');
			store.revokedKeys.delete(key);
		},
		store,
		reset() {
			clock.reset();
			seedStore(store, seedBase(), { data: withData });
			log.clear();
			log.setHook(null);
			faults.clear();
			Object.assign(settings, startSettings());
		},
	};

	const running = await startServer(
		{
			store,
			clock,
			settings,
			log,
			faults,
			routes: apiRoutes,
			control: createControlHandler(sim, { faults, settings }),
		},
		options.port ?? 0,
	);
	sim.port = running.port;
	sim.url = `http://127.0.0.1:${running.port}`;
	sim.close = () => running.close();
	return sim;
}
