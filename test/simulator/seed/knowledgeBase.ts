/**
 * The knowledge-base agent's bulk, for the v2 lists over several pages: 130 data sources of every kind
 * (one hour apart, 001 the oldest; a few PENDING or FAILED), 3 contacts with a conversation each, and 120
 * active AI suggestions whose createdAt comes in tied pairs (so the tie order by id shows).
 */
import { dataSourceRecord } from '../state/factories';
import type { DataSourceRecord } from '../state/records';
import type { Store } from '../state/store';
import { contact } from './contacts';
import { build, prng } from './conversations';
import { SEED } from './ids';
import { suggestion, suggestionTexts } from './inbox';
import { DAY, HOUR, pad, type At } from './time';

/** The fields of each kind, in turn: 001 WEBSITE, 002 TEXT, 003 QA, 004 PDF, 005 DOCX, 006 IMAGE, 007 WEBSITE... */
const KINDS: Array<(n: number, body: string) => Partial<DataSourceRecord>> = [
	(n, body) => ({
		source: 'WEBSITE',
		type: 'url',
		title: `KB article ${n}`,
		url: `https://kb.acme-sim.test/articles/${n}`,
		content: body,
	}),
	(n, body) => ({ source: 'TEXT', type: 'text', title: `Note ${n}`, content: body }),
	(n, body) => ({
		source: 'QA',
		type: 'qa',
		question: `What about case ${n}?`,
		answer: body,
		isGeneratedByAI: n % 4 === 0,
	}),
	(n, body) => ({
		source: 'TEXT',
		type: 'pdf',
		title: `Guide ${n}.pdf`,
		content: body,
		pages: [{ text: body, page: 1 }],
	}),
	(n, body) => ({ source: 'TEXT', type: 'docx', title: `Policy ${n}.docx`, content: body }),
	(n, body) => ({ source: 'TEXT', type: 'image', title: `Diagram ${n}.png`, content: body }),
];

function kbItem(n: number, createdAt: string): DataSourceRecord {
	const body = `Knowledge base entry ${n}: how the product handles case ${n} and what to do next.`;
	const fields = KINDS[(n - 1) % KINDS.length](n, body);
	return dataSourceRecord({
		id: `ds_kb_${pad(n)}`,
		chatbotId: SEED.agents.knowledgeBase,
		source: fields.source ?? 'TEXT',
		type: fields.type ?? 'text',
		status: n % 17 === 0 ? 'FAILED' : n % 13 === 0 ? 'PENDING' : 'TRAINED',
		createdAt,
		...fields,
	});
}

export function seedKnowledgeBase(store: Store, baseMs: number, at: At): void {
	const agentId = SEED.agents.knowledgeBase;
	for (let n = 1; n <= SEED.dataSources.knowledgeBase.count; n++) {
		const ds = kbItem(n, at((SEED.dataSources.knowledgeBase.count + 10 - n) * HOUR));
		store.dataSources.set(ds.id, ds);
	}
	// Its own generator, so that the main conversations keep their seeded values.
	const rand = prng(4242);
	SEED.conversations.knowledgeBase.forEach((id, i) => {
		const ct = contact(`ct_kb_${i + 1}`, agentId, 200 + i, at, { attributes: {} });
		store.contacts.set(ct.id, ct);
		build(
			store,
			rand,
			{
				id,
				agentId,
				contactId: ct.id,
				last: baseMs - (i + 1) * 2 * DAY,
				channel: 'FULLPAGE',
				assignable: false,
			},
			baseMs,
		);
	});
	for (let n = 1; n <= SEED.suggestions.knowledgeBaseCount; n++) {
		const id = `sug_kb_${pad(n)}`;
		const chatId = SEED.conversations.knowledgeBase[n % SEED.conversations.knowledgeBase.length];
		const texts = suggestionTexts(n);
		store.suggestions.set(
			id,
			suggestion(id, agentId, chatId, texts, at(Math.ceil(n / 2) * 6 * HOUR), 'active'),
		);
	}
}
