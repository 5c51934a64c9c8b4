/**
 * The shape of a contract row: one documented endpoint, the published page it is written from, the request the
 * node must send to it (per node operation, trigger, credential test or editor list that calls it) and the
 * answer fields the node reads. The rows hold the node to the published reference, not to the simulator, which
 * was written beside the node: a drift of either side fails the contract test (contract.test.ts).
 */
import type { INodeParameters } from 'n8n-workflow';

/**
 * The documented form of a query value, where it matters: `date` YYYY-MM-DD, `dateTime` an ISO 8601 date-time,
 * `unixOrIso` Unix seconds or ISO 8601, `page` an integer >= 1, `pageSize` an integer from 1 to 100, `boolean`,
 * `text` anything, or the list of documented values.
 */
export type ValueFormat =
	| 'date'
	| 'dateTime'
	| 'unixOrIso'
	| 'page'
	| 'pageSize'
	| 'boolean'
	| 'text'
	| readonly string[];

/**
 * Who sends a request: `v1 resource:operation` / `v2 resource:operation` (a node operation), `trigger <event>`
 * (a poll of trigger 1.3), `credential test`, `listSearch <method>` / `loadOptions <method>` (the editor).
 */
export type Sender =
	| `v1 ${string}:${string}`
	| `v2 ${string}:${string}`
	| `trigger ${string}`
	| 'credential test'
	| `listSearch ${string}`
	| `loadOptions ${string}`;

/** One caller of the endpoint and what it must put on the wire. */
export interface Send {
	by: Sender;
	/** Node parameters over the valid ones, so that every documented parameter the node offers is sent. */
	parameters?: INodeParameters;
	/** The documented query names the node offers here: each must be sent. */
	query?: readonly string[];
	/** The documented body fields the node offers here: each must be sent. */
	body?: readonly string[];
}

/** Why an endpoint has no published page (a legacy one the node still calls). */
export interface NoReference {
	none: string;
}

export interface ContractRow {
	/** `METHOD /path/{param}`, as the reference writes it. */
	endpoint: string;
	reference: string | NoReference;
	/** Every documented query parameter, with its format. */
	query?: Readonly<Record<string, ValueFormat>>;
	/** Every documented body field. */
	body?: readonly string[];
	/**
	 * The documented example response, whole (null where none is published). An object key `*` stands for keys
	 * that vary with the data (e.g. a topic's name), which no comparison names.
	 */
	example: unknown;
	/** The answer fields the node reads, as paths: `data.conversationId`, `data.items[].id`. */
	reads: readonly string[];
	sends: readonly Send[];
}
