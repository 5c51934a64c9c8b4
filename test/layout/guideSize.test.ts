/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test tooling: reads the maintainers' guide */
/**
 * The maintainers' guide (ARCHITECTURE.md) stays short and plain: at most 25,000 bytes, and none of the words an
 * earlier guide coined and defined in a glossary of its own. Where the code has a name for such a thing, the guide
 * writes the code's identifier in code style (`PollCursor`, `backlog`) and says once what it is: words in code
 * spans are not checked. (That the names it writes exist: guideNames.test.ts.)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const GUIDE = join(__dirname, '..', '..', 'ARCHITECTURE.md');

const MAX_BYTES = 25_000;

/** The coined words, each with what to write instead (plain words, or the code's identifier in code style). */
const COINED: Record<string, string> = {
	'request limits': 'the limits of one execution, `RequestLimits`',
	'sliding window': '`slidingWindow`: items run several at once',
	'operation module': 'an operation file, `OperationModule`',
	'per-item operation': '`PerItemOperation`',
	'all-items operation': '`AllItemsOperation`',
	'bot label': "the version's word for the bot, `BotLabel`",
	'escape hatch': 'Additional Query Parameters / Additional Body Fields',
	'list spec': '`ListSpec`',
	'return all stop': 'where a list ends, `ListEnd`',
	'own writes': 'messages this workflow (or this n8n) sent',
	'n8n tag': 'the invisible mark, `SENT_BY_N8N_TAG`',
	cursor: 'the saved position, `PollCursor`',
	'cursor point': 'the newest date read, `seen`',
	'cursor query': '`cursorQuery`',
	'start cursor': '`startCursor`',
	backlog: 'what a poll left to read, `backlog`',
	revision: '`revision`',
	'instant key': '`instantKey`',
	'poll budget': 'the time n8n allows a poll, `getPollBudgetMs()`',
	'reading time': '`readingTime`',
	health: "the poll's error state, `PollHealth`",
	actionable: 'a failure a person must fix, `isActionable`',
	'durable scheduler': "n8n 2's scheduler, `N8N_SCHEDULER_ENABLED`",
	'held items': 'what the agent holds now',
	'wanted items': 'the input items',
};

/** The text outside code: fence lines and inline code spans removed. */
const prose = (markdown: string) =>
	markdown
		.split('\n')
		.filter((line) => !line.trimStart().startsWith('```'))
		.join('\n')
		.replace(/`[^`\n]+`/g, ' ');

/** `line: word (write: ...)` for each coined word written in prose. */
function coinedWords(markdown: string): string[] {
	const lines = prose(markdown).split('\n');
	return Object.entries(COINED).flatMap(([word, instead]) => {
		const pattern = new RegExp(`\\b${word.split(/[\s-]+/).join('[\\s-]+')}s?\\b`, 'i');
		return lines.flatMap((line, index) =>
			pattern.test(line) ? [`${index + 1}: ${word} (write: ${instead})`] : [],
		);
	});
}

const guide = readFileSync(GUIDE, 'utf8');

it(`the guide is at most ${MAX_BYTES} bytes`, () => {
	expect(Buffer.byteLength(guide, 'utf8')).toBeLessThanOrEqual(MAX_BYTES);
});

it('the guide uses no coined word outside code', () => {
	expect(coinedWords(guide)).toEqual([]);
});

it('finds a coined word in prose, and leaves it alone in code', () => {
	expect(coinedWords('A poll keeps its cursor points.')).toEqual([
		'1: cursor (write: the saved position, `PollCursor`)',
		'1: cursor point (write: the newest date read, `seen`)',
	]);
	expect(coinedWords('Each version has its Bot-Label.')).toHaveLength(1);
	expect(
		coinedWords('`PollCursor` has `backlog` while a poll stopped early; `PollHealth` too.'),
	).toEqual([]);
	expect(coinedWords('```\nthe backlog\n```')).toHaveLength(1);
	expect(coinedWords('A healthy poll, in a cursory look.')).toEqual([]);
});
