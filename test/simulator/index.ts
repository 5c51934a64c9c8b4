/**
 * LiveChatAI simulator: a real HTTP server on 127.0.0.1 that behaves as the service documents
 * (the legacy interface and the v2 API, as LiveChatAI's references describe them), in memory. Use `startSimulator()` in tests.
 */
export { startSimulator } from './simulator';
export type { Simulator } from './simulator';
export {
	SIMULATOR_API_KEY,
	SIMULATOR_IDENTITY_SECRET,
	SIMULATOR_NO_API_PLAN_KEY,
	SIMULATOR_OTHER_API_KEY,
} from './keys';
export { SEED } from './seed/ids';
export { MANUAL_CLOCK_START } from './clock';
export { userHashFor } from './routes/v2/contacts';
export { answerFor } from './routes/legacy/reply';
export { v2AnswerFor } from './routes/v2/conversationMessages';
export { discoverLinks } from './fakeSite';
export type { ConversationRecord, Fault, FaultRule, LoggedRequest, StreamFraming } from './types';
