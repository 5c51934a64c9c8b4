/**
 * The trigger's fields per version, as n8n resolves what the editor shows (NodeHelpers.getNodeParameters):
 * a saved 1.0 or 1.1 trigger keeps its fields; 1.2 adds Watch and Options > Include Own Messages; 1.3 (the
 * default) the same fields, its own writes being this workflow's (the notice says whose).
 */
import type { INodeParameters, INodeProperties } from 'n8n-workflow';
import { NodeHelpers } from 'n8n-workflow';

import { LiveChatAiTrigger } from '../../nodes/LiveChatAi/LiveChatAiTrigger.node';

const trigger = new LiveChatAiTrigger();
const { description } = trigger;

/** The parameters a trigger of that version shows for those values. */
function shown(typeVersion: number, values: INodeParameters = {}): string[] {
	const parameters = NodeHelpers.getNodeParameters(
		description.properties,
		{ event: 'newActivity', ...values },
		true,
		false,
		{ typeVersion },
		description,
	);
	return Object.keys(parameters ?? {});
}

describe('the trigger’s fields per version', () => {
	it('new triggers get 1.3', () => {
		expect(description.defaultVersion).toBe(1.3);
		expect(description.version).toEqual([1, 1.1, 1.2, 1.3]);
	});

	it('a saved 1.0 or 1.1 trigger shows what it showed: one agent, no Watch, no new option', () => {
		expect(shown(1)).toEqual(['chatbot', 'event', 'filters', 'options']);
		expect(shown(1.1)).toEqual(['chatbot', 'event', 'filters', 'simplify']);
	});

	it.each([
		['one agent (the default), asking for it', {}, ['chatbot']],
		['Several Agents, asking for the list', { watch: 'agents' }, ['agentIds']],
		['All Agents, asking for nothing more', { watch: 'allAgents' }, []],
	])('1.2 and 1.3 watch %s', (_name, watch, agentFields) => {
		const after = ['event', 'filters', 'simplify', 'ownWritesNotice', 'options'];
		expect(shown(1.2, watch)).toEqual(['watch', ...agentFields, ...after]);
		expect(shown(1.3, watch)).toEqual(['watch', ...agentFields, ...after]);
	});

	it('1.2’s and 1.3’s Options hold Include Own Messages, off, and whose messages are own', () => {
		const options = description.properties.filter((p) => p.name === 'options');
		const latest = options.find((p) => JSON.stringify(p.displayOptions).includes('1.2'))!;
		expect(latest.options).toEqual([
			expect.objectContaining({ name: 'includeOwnWrites', type: 'boolean', default: false }),
			expect.objectContaining({ name: 'ownMessagesOf', type: 'options', default: 'workflow' }),
		]);
	});

	it('the notice says whose writes are left out: 1.2 this n8n’s, 1.3 this workflow’s', () => {
		const notices = description.properties.filter((p) => p.name === 'ownWritesNotice');
		const values = { event: 'newActivity' };
		const at = (typeVersion: number) =>
			notices.filter((notice) =>
				NodeHelpers.displayParameter(values, notice, { typeVersion }, description),
			);
		expect(at(1.1)).toEqual([]);
		expect(at(1.2).map((n) => n.displayName)).toEqual([expect.stringContaining("this n8n's")]);
		expect(at(1.3).map((n) => n.displayName)).toEqual([expect.stringContaining("this workflow's")]);
	});

	it('Several Agents lists the account’s agents from the same list as the Agent field', () => {
		const field = description.properties.find((p) => p.name === 'agentIds')!;
		expect(field).toMatchObject({ type: 'multiOptions', required: true });
		expect(field.typeOptions?.loadOptionsMethod).toBe('getAgents');
		expect(Object.keys(trigger.methods.loadOptions)).toEqual(['getAgents']);
	});

	it('AI suggestions keep their fields in every version: no filters, no Simplify, no Options', () => {
		const event = 'newAiSuggestion';
		expect(shown(1, { event })).toEqual(['chatbot', 'event']);
		expect(shown(1.1, { event })).toEqual(['chatbot', 'event']);
		expect(shown(1.2, { event, watch: 'allAgents' })).toEqual(['watch', 'event']);
	});

	it('1.3 offers the support desk events, each with its own fields; a saved trigger before it does not', () => {
		const events = (typeVersion: number) =>
			description.properties
				.filter((p) => p.name === 'event')
				.filter((p) => NodeHelpers.displayParameter({}, p, { typeVersion }, description))
				.flatMap((p) => (p.options as Array<{ value: string }>).map(({ value }) => value));
		const added = ['visitorWaiting', 'newContact', 'newCsatRating'];
		expect(events(1.3)).toEqual(expect.arrayContaining(added));
		for (const typeVersion of [1, 1.1, 1.2])
			expect(events(typeVersion).filter((event) => added.includes(event))).toEqual([]);
		expect(shown(1.3, { event: 'visitorWaiting' })).toEqual([
			'watch',
			'chatbot',
			'event',
			'waitingMinutes',
			'answeredBy',
			'filters',
			'simplify',
		]);
		expect(shown(1.3, { event: 'newContact' })).toEqual(['watch', 'chatbot', 'event']);
		expect(shown(1.3, { event: 'newCsatRating' })).toEqual(['watch', 'chatbot', 'event']);
	});

	it('1.3’s Options add Wait for the Visitor to Pause, for the message events only', () => {
		const options = description.properties.filter((p) => p.name === 'options');
		const latest = options.find((p) => JSON.stringify(p.displayOptions).includes('1.3'))!;
		const pause = (latest.options as INodeProperties[]).find((o) => o.name === 'pauseSeconds')!;
		expect(pause).toMatchObject({
			type: 'number',
			displayOptions: { show: { '/event': expect.any(Array) } },
		});
		expect(pause.displayOptions!.show!['/event']).toEqual(['newVisitorMessage', 'newActivity']);
		const older = options.find((p) => JSON.stringify(p.displayOptions).includes('1.2'))!;
		expect((older.options as INodeProperties[]).map((o) => o.name)).not.toContain('pauseSeconds');
	});
});
