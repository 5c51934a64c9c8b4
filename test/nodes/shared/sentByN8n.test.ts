// A text tagged by this instance and by another (a tag of its own for each instance), through the engine:
// test/trigger/ownWrites.test.ts; the tag left out of Reply's output: test/nodes/v2/conversationMessages.test.ts.
import {
	isSentByN8n,
	sentByN8nTag,
	tagAsSentByN8n,
	withoutN8nTag,
} from '../../../nodes/LiveChatAi/shared/conversations/sentByN8n';

const INSTANCE = 'a1b2c3d4e5f6';

describe('the tag of the messages an n8n sends', () => {
	it('is invisible: format characters only, none of them white space', () => {
		const tag = sentByN8nTag(INSTANCE);
		expect(tag).toHaveLength(8);
		expect(tag).toMatch(/^\p{Cf}+$/u);
		expect(`Hello${tag}`.trim()).toBe(`Hello${tag}`);
	});

	it('is written once: a text carrying a tag (this instance’s or another’s) gets only this one', () => {
		const twice = tagAsSentByN8n(tagAsSentByN8n('Hi', 'another'), INSTANCE);
		expect(twice).toBe(`Hi${sentByN8nTag(INSTANCE)}`);
	});

	it('counts only at the end: a text quoting a tagged message is not the instance’s', () => {
		const quoted = `You asked: ${tagAsSentByN8n('Hi', INSTANCE)}. Here is the answer.`;
		expect(isSentByN8n(quoted, INSTANCE)).toBe(false);
		expect(isSentByN8n(undefined, INSTANCE)).toBe(false);
		expect(withoutN8nTag('plain text')).toBe('plain text');
	});
});
