// The mark through the engine: what Send Message and Reply write, the option that leaves it out, a mark
// LiveChatAI did not keep: test/nodes/v2/loopProtection.test.ts; what the trigger leaves out:
// test/trigger/ownWrites.test.ts; the mark left out of Reply's output: test/nodes/v2/conversationMessages.test.ts.
import type { N8nWriter } from '../../../nodes/LiveChatAi/shared/conversations/sentByN8n';
import {
	isSentByN8n,
	sentByN8nTag,
	tagAsSentByN8n,
	withoutN8nTag,
} from '../../../nodes/LiveChatAi/shared/conversations/sentByN8n';
import { SENT_BY_N8N_TAG } from '../../../nodes/LiveChatAi/shared/serviceDecisions';

const { edge, digits, partLength } = SENT_BY_N8N_TAG;
const WRITER: N8nWriter = { instanceId: 'a1b2c3d4e5f6', workflowId: 'wf-support' };
const otherWorkflow = { ...WRITER, workflowId: 'wf-sales' };
const otherInstance = { ...WRITER, instanceId: 'f6e5d4c3b2a1' };

/** The two parts of a writer's mark. */
function parts(writer: N8nWriter) {
	const tag = sentByN8nTag(writer);
	return { instance: tag.slice(1, 1 + partLength), workflow: tag.slice(1 + partLength, -1) };
}

describe('the mark of the messages an n8n sends', () => {
	it('is invisible: format characters only, none of them white space', () => {
		const tag = sentByN8nTag(WRITER);
		expect(tag).toMatch(/^\p{Cf}+$/u);
		expect(`Hello${tag}`.trim()).toBe(`Hello${tag}`);
	});

	it('is an edge, the instance’s part, the workflow’s part, an edge: 12 base-4 digits each', () => {
		const tag = sentByN8nTag(WRITER);
		expect(tag).toHaveLength(2 + 2 * partLength);
		expect([tag[0], tag[tag.length - 1]]).toEqual([edge, edge]);
		const { instance, workflow } = parts(WRITER);
		for (const part of [instance, workflow]) {
			expect(part).toHaveLength(12);
			expect([...part].every((digit) => (digits as readonly string[]).includes(digit))).toBe(true);
		}
	});

	it('names the instance and the workflow apart: another workflow changes one part, another instance the other', () => {
		const mine = parts(WRITER);
		expect(parts(otherWorkflow).instance).toBe(mine.instance);
		expect(parts(otherWorkflow).workflow).not.toBe(mine.workflow);
		expect(parts(otherInstance).instance).not.toBe(mine.instance);
		expect(parts(otherInstance).workflow).toBe(mine.workflow);
	});

	it('has more than 12 bits a part: 5,000 IDs give more than 4,096 different parts', () => {
		const ids = Array.from({ length: 5000 }, (_, index) => `id-${index}`);
		const instances = new Set(ids.map((id) => parts({ ...WRITER, instanceId: id }).instance));
		const workflows = new Set(ids.map((id) => parts({ ...WRITER, workflowId: id }).workflow));
		expect(instances.size).toBeGreaterThan(4096);
		expect(workflows.size).toBeGreaterThan(4096);
	});

	it('is written once: a text carrying a mark (this writer’s or another’s) gets only this one', () => {
		const twice = tagAsSentByN8n(tagAsSentByN8n('Hi', otherInstance), WRITER);
		expect(twice).toBe(`Hi${sentByN8nTag(WRITER)}`);
	});
});

describe('whose the marked text is', () => {
	const text = tagAsSentByN8n('Hi', WRITER);

	it.each<[string, boolean, boolean, N8nWriter]>([
		['the writer', true, true, WRITER],
		['another workflow of its instance', true, false, otherWorkflow],
		['the same workflow ID on another instance', false, false, otherInstance],
	])('for %s: instance scope %s, workflow scope %s', (_, instance, workflow, reader) => {
		expect(isSentByN8n(text, reader, 'instance')).toBe(instance);
		expect(isSentByN8n(text, reader, 'workflow')).toBe(workflow);
	});

	it('counts only at the end: a text quoting a marked message is no one’s', () => {
		const quoted = `You asked: ${text}. Here is the answer.`;
		expect(isSentByN8n(quoted, WRITER, 'instance')).toBe(false);
		expect(isSentByN8n(undefined, WRITER, 'instance')).toBe(false);
		expect(isSentByN8n('Hi', WRITER, 'instance')).toBe(false);
	});
});

describe('the text without its mark', () => {
	it('leaves out a mark of any writer, and a mark of the former format (6 digits)', () => {
		expect(withoutN8nTag(tagAsSentByN8n('Hi', otherInstance))).toBe('Hi');
		const former = `${edge}${digits[1]}${digits[3]}${digits[0]}${digits[2]}${digits[2]}${digits[1]}${edge}`;
		expect(withoutN8nTag(`Written before the upgrade${former}`)).toBe('Written before the upgrade');
		expect(tagAsSentByN8n(`Hi${former}`, WRITER)).toBe(`Hi${sentByN8nTag(WRITER)}`);
	});

	it('keeps a text without a mark, and a mark that is not at its end', () => {
		expect(withoutN8nTag('plain text')).toBe('plain text');
		const quoted = `You asked: ${tagAsSentByN8n('Hi', WRITER)}.`;
		expect(withoutN8nTag(quoted)).toBe(quoted);
	});
});
