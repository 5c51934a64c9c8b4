/**
 * Fault injection. Rules are checked in order; the first rule that matches the request and has
 * `times` left applies and counts down. Rules with `times` used up stay in the list but never match.
 */
import { validationError } from './errors';
import type { Fault, FaultRule } from './types';

interface ActiveRule {
	rule: FaultRule;
	remaining: number;
}

const STATUS_FAULTS = [400, 429, 500, 502, 503];

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

	/** The fault for this request, if any (and counts it down). */
	take(method: string, path: string): Fault | undefined {
		for (const active of this.rules) {
			if (active.remaining <= 0 || !matches(active.rule, method, path)) continue;
			active.remaining -= 1;
			return active.rule.fault;
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
	switch (fault.kind) {
		case 'latency':
			if (typeof fault.ms !== 'number' || fault.ms < 0)
				throw validationError('fault.ms must be a number >= 0');
			return;
		case 'status':
			if (typeof fault.status !== 'number' || !STATUS_FAULTS.includes(fault.status)) {
				throw validationError('fault.status must be one of 400, 429, 500, 502, 503');
			}
			if (fault.retryAfter !== undefined && typeof fault.retryAfter !== 'string') {
				throw validationError('fault.retryAfter must be a string');
			}
			if (fault.message !== undefined && typeof fault.message !== 'string') {
				throw validationError('fault.message must be a string');
			}
			return;
		case 'html':
		case 'empty':
			if (
				fault.status !== undefined &&
				(typeof fault.status !== 'number' || fault.status < 100 || fault.status > 599)
			) {
				throw validationError('fault.status must be an HTTP status');
			}
			return;
		case 'malformedJson':
		case 'cutMidBody':
		case 'cutMidStream':
			return;
		default:
			throw validationError(
				'fault.kind must be one of latency, status, malformedJson, html, empty, cutMidBody, cutMidStream',
			);
	}
}
