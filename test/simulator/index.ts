/**
 * LiveChatAI simulator: a real HTTP server on 127.0.0.1 that behaves as the service documents
 * (the legacy interface and the v2 API, as LiveChatAI's references describe them), in memory. Use `startSimulator()` in tests.
 *
 * Its folders, by role (the files named are where to start):
 * - server/: the HTTP server (server/server.ts): a request read, checked (server/validation.ts), routed
 *   (server/router.ts) to a handler that gets a server/context.ts, answered (server/reply.ts) or refused
 *   (server/errors.ts), and logged (server/requestLog.ts).
 * - routes/: the API it imitates, one file per resource (routes/legacy/, routes/v2/), the table (routes/index.ts)
 *   and how records look in the answers (routes/serialize.ts).
 * - state/: what it holds in memory: the store (state/store.ts), its records (state/records.ts), their defaults
 *   (state/factories.ts), the messages' writes every writer shares (state/conversationLog.ts) and a support desk's
 *   changes of a conversation's state (state/deskChanges.ts).
 * - seed/: the deterministic data it starts from (seed/index.ts, ids in seed/ids.ts), the keys it accepts
 *   (seed/keys.ts) and the fake website a crawl reads (seed/fakeSite.ts).
 * - control/: what a test turns: the control API under /__sim (control/api.ts), faults (control/faults.ts), the
 *   clock (control/clock.ts), the settings where the reference is silent (control/settings.ts), activity the
 *   API cannot make (control/activity.ts) and the support desk's changes it cannot make (control/desk.ts).
 * - here: this entry, simulator.ts (assembles the parts), testHelpers.ts (`useSimulator()`), cli.ts
 *   (`npm run simulator`); its own tests in __tests__/.
 */
export { startSimulator } from './simulator';
export type { Simulator } from './simulator';
export {
	SIMULATOR_API_KEY,
	SIMULATOR_IDENTITY_SECRET,
	SIMULATOR_NO_API_PLAN_KEY,
	SIMULATOR_OTHER_API_KEY,
} from './seed/keys';
export { SEED } from './seed/ids';
export { MANUAL_CLOCK_START } from './control/clock';
export { userHashFor } from './routes/v2/contacts';
export { answerFor } from './routes/legacy/reply';
export { v2AnswerFor } from './routes/v2/conversationMessages';
export { discoverLinks } from './seed/fakeSite';
export type { ConversationRecord } from './state/records';
export type { Fault, FaultRule } from './control/faults';
export type { LoggedRequest } from './server/requestLog';
export type { StreamFraming } from './control/settings';
export type { DeskBehaviour } from './state/deskChanges';
