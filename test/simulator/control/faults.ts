/**
 * Fault injection. Rules are checked in order; the first rule that matches the request and has
 * `times` left applies and counts down. Rules with `times` used up stay in the list but never match.
 * Most faults answer in place of the route, before it runs or, with `afterRoute`, after it; `latency` and
 * `cutMidStream` wrap the route instead (a delay before it, its reply cut).
 */
import { validationError } from '../server/errors';

export type Fault =
	| { kind: 'latency'; ms: number }
	/** 400: a refusal the node cannot foresee (the service's own rule), with the service's message. */
	| { kind: 'status'; status: 400 | 429 | 500 | 502 | 503; retryAfter?: string; message?: string }
	| { kind: 'malformedJson' }
	| { kind: 'html'; status?: number }
	| { kind: 'empty'; status?: number }
	| { kind: 'cutMidBody' }
	| { kind: 'cutMidStream' };

export interface FaultRule {
	/** HTTP method (any case); every method when absent. */
	method?: string;
	/** Exact path, or a prefix ending in '*'. */
	path: string;
	fault: Fault;
	/** How many matching requests the rule applies to; all when absent. */
	times?: number;
	/**
	 * The route runs first (its writes are made), then the fault answers in place of its reply: a request the
	 * service acted on whose answer was lost (a 503 from a gateway, a cut connection). For the faults that replace
	 * the answer only (status, malformedJson, html, empty, cutMidBody); a route that refuses the request answers
	 * its own error.
	 */
	afterRoute?: boolean;
}

interface ActiveRule {
	rule: FaultRule;
	remaining: number;
}

const STATUS_FAULTS = [400, 429, 500, 502, 503];
/** A field of a fault: its name, whether it is required, its test and the rule a refusal states. */
type FieldCheck = [string, boolean, (value: unknown) => boolean, string];
const isString = (value: unknown) => typeof value === 'string';
const httpStatus: FieldCheck = [
	'status',
	false,
	(v) => typeof v === 'number' && !(v < 100 || v > 599),
	'an HTTP status',
];
/** Each kind of fault and the checks of its fields. */
const FAULT_FIELDS: Record<Fault['kind'], FieldCheck[]> = {
	latency: [['ms', true, (v) => typeof v === 'number' && !(v < 0), 'a number >= 0']],
	status: [
		['status', true, (v) => STATUS_FAULTS.includes(v as number), 'one of 400, 429, 500, 502, 503'],
		['retryAfter', false, isString, 'a string'],
		['message', false, isString, 'a string'],
	],
	malformedJson: [],
	html: [httpStatus],
	empty: [httpStatus],
	cutMidBody: [],
	cutMidStream: [],
};

/** Whether the fault answers in place of the route's reply (rather than delaying or cutting that reply). */
export function replacesReply(fault: Fault): boolean {
	return fault.kind !== 'latency' && fault.kind !== 'cutMidStream';
}

export class FaultRegistry {
	private rules: ActiveRule[] = [];

	add(rule: FaultRule): void {
		assertFaultRule(rule);
		this.rules.push({
			rule: { ...rule, fault: { ...rule.fault } },
			remaining: rule.times ?? Infinity,
		});
	}

	clear(): void {
		this.rules = [];
	}

	get size(): number {
		return this.rules.length;
	}

	/** The rule that applies to this request, if any (and counts it down). */
	take(method: string, path: string): FaultRule | undefined {
		for (const active of this.rules) {
			if (active.remaining <= 0 || !matches(active.rule, method, path)) continue;
			active.remaining -= 1;
			return active.rule;
		}
		return undefined;
	}

	describe(): Array<FaultRule & { remaining: number | null }> {
		return this.rules.map((a) => ({
			...a.rule,
			remaining: Number.isFinite(a.remaining) ? a.remaining : null,
		}));
	}
}

function matches(rule: FaultRule, method: string, path: string): boolean {
	if (rule.method !== undefined && rule.method.toUpperCase() !== method.toUpperCase()) return false;
	return rule.path.endsWith('*') ? path.startsWith(rule.path.slice(0, -1)) : path === rule.path;
}

/** Checks a rule (from a test or from POST /__sim/faults); throws a 400 naming the problem. */
export function assertFaultRule(value: unknown): asserts value is FaultRule {
	if (typeof value !== 'object' || value === null)
		throw validationError('fault rule must be an object');
	const rule = value as Record<string, unknown>;
	if (typeof rule.path !== 'string' || rule.path === '') throw validationError('path is required');
	if (rule.method !== undefined && typeof rule.method !== 'string')
		throw validationError('method must be a string');
	if (
		rule.times !== undefined &&
		(typeof rule.times !== 'number' || !Number.isInteger(rule.times) || rule.times < 1)
	) {
		throw validationError('times must be a positive integer');
	}
	const fault = rule.fault as Record<string, unknown> | undefined;
	if (typeof fault !== 'object' || fault === null) throw validationError('fault is required');
	const kinds = Object.keys(FAULT_FIELDS);
	if (!kinds.includes(fault.kind as string))
		throw validationError(`fault.kind must be one of ${kinds.join(', ')}`);
	for (const [field, required, valid, rule] of FAULT_FIELDS[fault.kind as Fault['kind']]) {
		if ((required || fault[field] !== undefined) && !valid(fault[field]))
			throw validationError(`fault.${field} must be ${rule}`);
	}
	if (rule.afterRoute !== undefined && typeof rule.afterRoute !== 'boolean')
		throw validationError('afterRoute must be a boolean');
	if (rule.afterRoute === true && !replacesReply(fault as Fault))
		throw validationError(`afterRoute does not apply to ${String(fault.kind)}: it wraps the route`);
}
