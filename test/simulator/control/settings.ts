/**
 * The settings a test turns where the service's reference is silent: the legacy lists' shape, the stream framing,
 * the v2 lists' paging, how a conversation's messages are reported, what a written text keeps, the legal
 * forms the answers take, and how the support desk changes a conversation's state. The server
 * hands them to every route; `reset()` puts the defaults back.
 */
import type { DeskBehaviour } from '../state/deskChanges';
import { DEFAULT_DESK_BEHAVIOUR } from './deskBehaviour';
import { DEFAULT_FORMS, type LegalForms } from './legalForms';
import { DEFAULT_MESSAGE_REPORTING, type MessageReporting } from './messageReporting';

export const LIST_SHAPES = ['bare', 'data', 'dataItems', 'items', 'onlyArrayField'] as const;
export type ListShape = (typeof LIST_SHAPES)[number];

export const STREAM_FRAMINGS = ['sse', 'ndjson', 'jsonl', 'json', 'text'] as const;
export type StreamFraming = (typeof STREAM_FRAMINGS)[number];

/**
 * What the service does with the invisible (Unicode format) characters of a text written through the v2 API:
 * keeps them, as LiveChatAI does, or strips them (an account where the node's loop protection mark is lost).
 */
export const INVISIBLE_CHARACTERS = ['kept', 'stripped'] as const;
export type InvisibleCharacters = (typeof INVISIBLE_CHARACTERS)[number];

/**
 * How the v2 lists page: as documented, or (a fault to survive) ignoring `page`: every page is the first one,
 * with no total and always a next page.
 */
export type Paging = 'documented' | 'ignoresPage';

export interface Settings {
	listShape: ListShape;
	streamFraming: StreamFraming;
	paging: Paging;
	/** How a conversation's messages are reported (their dates, roles, how many). */
	messages: MessageReporting;
	invisibleCharacters: InvisibleCharacters;
	/** The legal forms the answers take (`legalForms.ts`). */
	forms: LegalForms;
	/** How the support desk changes a conversation's state where the reference is silent (`deskBehaviour.ts`). */
	desk: DeskBehaviour;
}

export const DEFAULT_SETTINGS: Settings = {
	listShape: 'data',
	streamFraming: 'sse',
	paging: 'documented',
	messages: DEFAULT_MESSAGE_REPORTING,
	invisibleCharacters: 'kept',
	forms: DEFAULT_FORMS,
	desk: DEFAULT_DESK_BEHAVIOUR,
};
