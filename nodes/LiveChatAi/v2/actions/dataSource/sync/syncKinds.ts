import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import { readQa } from '../../../../shared/dataSources/qaFields';
import { readTitleAndContent } from '../../../../shared/dataSources/fields';
import { requireHttpUrl } from '../../../../shared/fields/httpUrl';
import { V2_QA_ITEM_FIELDS } from '../../../../shared/serviceDecisions';
import { readFileType } from '../../fileType';
import { previewOf, type TextPreview } from './textPreview';

// What a Sync needs of each kind of data source: how an input item becomes a wanted item (its key, what is
// compared, how it is added) and how a listed item is read the same way.

/** What a sync is matched by, for Sync Texts and Sync Files: the title (default) or the whole content. */
export type MatchBy = 'title' | 'content';

/** An item the agent should hold: the row of one input item. */
export interface WantedItem {
	itemIndex: number;
	/** What the row is matched by: two items with one key are the same item. */
	key: string;
	/** The key as the row wrote it, for messages. */
	label: string;
	/** Equal for an unchanged item: what else than the key is sent (an answer, a content, a file type). */
	compared: string;
	/** The part of the key or of `compared` (its end) that the list shows as `text`: the content or the answer. */
	text: string;
	/** What the output says of it (e.g. question and answer). */
	shown: IDataObject;
	add: { kind: 'qa' | 'text' | 'url' | 'file'; body: IDataObject };
}

/** An item the agent holds, read as a row is. */
export interface HeldItem {
	id: string;
	key: string;
	compared: string;
	shown: IDataObject;
	/** Its v2 kind (a delete names one kind). */
	source: string;
	/**
	 * Where its listed `text` is a preview (LISTED_TEXT_PREVIEW): whether it stands for the key or the end of
	 * `compared`, which then hold the rest only (an empty key, `compared` without the text).
	 */
	preview?: { of: 'key' | 'compared'; text: TextPreview };
}

export interface SyncKind {
	/** The v2 kinds of its items: the lists the sync reads, the kinds it may delete. */
	sources: string[];
	/** One input item's row, without the agent; refuses a bad row before any request. */
	wanted(
		context: IExecuteFunctions,
		itemIndex: number,
		matchBy: MatchBy,
	): Omit<WantedItem, 'itemIndex'>;
	held(item: IDataObject, matchBy: MatchBy): HeldItem;
	/** What the output of a replaced item says of the one it replaced. */
	previous(held: HeldItem): IDataObject;
	/** The key's field in words, for messages ("question", "title", "URL", "content"). */
	keyName(matchBy: MatchBy): string;
	/** One item in words ("pair", "text", "file", "URL"). */
	noun: string;
	/** Its Delete … Not in Input field, as the editor names it (and its errors). */
	deleteName: string;
}

/** [decision] Texts match trimmed, ignoring case and runs of white space (a question, a title). */
export function textKey(text: string): string {
	return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * [decision] Two URLs are the same page when they differ only in the case of the scheme and host, a default
 * port, a fragment (#...) or a trailing slash of the path.
 */
export function urlKey(url: string): string {
	try {
		const parsed = new URL(url.trim());
		parsed.hash = '';
		const path = parsed.pathname.replace(/\/+$/, '');
		return `${parsed.protocol}//${parsed.host}${path}${parsed.search}`;
	} catch {
		return url.trim();
	}
}

const text = (item: IDataObject, name: string) =>
	typeof item[name] === 'string' ? (item[name] as string) : '';

export const QA_KIND: SyncKind = {
	sources: ['QA'],
	wanted(context, itemIndex) {
		const { question, answer } = readQa(context, itemIndex);
		return {
			key: textKey(question),
			label: question,
			compared: answer,
			text: answer,
			shown: { question, answer },
			add: { kind: 'qa', body: { question, answer } },
		};
	},
	held(item) {
		const question = text(item, V2_QA_ITEM_FIELDS.question);
		const answer = text(item, V2_QA_ITEM_FIELDS.answer);
		const shown = { question, answer };
		const preview = previewOf(item);
		return {
			id: String(item.id),
			key: textKey(question),
			compared: preview ? '' : answer.trim(),
			shown,
			source: 'QA',
			...(preview && { preview: { of: 'compared' as const, text: preview } }),
		};
	},
	previous: (held) => ({ previousId: held.id, previousAnswer: held.shown.answer }),
	keyName: () => 'question',
	noun: 'pair',
	deleteName: 'Delete Pairs Not in Input',
};

/** Texts and files: a title and a content, matched by the one the user picks, the other compared. */
function titled(source: (item: IDataObject) => string, fileType: boolean): SyncKind['held'] {
	return (item, matchBy) => {
		const [title, content] = [text(item, 'title'), text(item, 'text')];
		const kind = source(item);
		const extra = fileType ? { fileType: kind.toLowerCase() } : {};
		const preview = previewOf(item);
		// A preview stands for the content: left out of the key or of what is compared.
		const shownContent = preview ? '' : content;
		const [key, compared] = matchBy === 'title' ? [title, shownContent] : [shownContent, title];
		return {
			id: String(item.id),
			key: textKey(key),
			compared: `${fileType ? `${kind.toLowerCase()}:` : ''}${compared.trim()}`,
			shown: { title, ...extra },
			source: kind,
			...(preview && { preview: { of: matchBy === 'title' ? 'compared' : 'key', text: preview } }),
		};
	};
}

export const TEXT_KIND: SyncKind = {
	sources: ['TEXT'],
	wanted(context, itemIndex, matchBy) {
		const { title, content } = readTitleAndContent(context, itemIndex);
		const [key, compared] = matchBy === 'title' ? [title, content] : [content, title];
		return {
			key: textKey(key),
			label: key.slice(0, 80),
			compared: compared.trim(),
			text: content.trim(),
			shown: { title },
			add: { kind: 'text', body: { title, content } },
		};
	},
	held: titled(() => 'TEXT', false),
	previous: (held) => ({ previousId: held.id, previousTitle: held.shown.title }),
	keyName: (matchBy) => matchBy,
	noun: 'text',
	deleteName: 'Delete Texts Not in Input',
};

export const FILE_KIND: SyncKind = {
	sources: ['PDF', 'DOCX', 'IMAGE'],
	wanted(context, itemIndex, matchBy) {
		const { title, content } = readTitleAndContent(context, itemIndex);
		const fileType = readFileType(context, itemIndex);
		const [key, compared] = matchBy === 'title' ? [title, content] : [content, title];
		return {
			key: textKey(key),
			label: key.slice(0, 80),
			compared: `${fileType}:${compared.trim()}`,
			text: content.trim(),
			shown: { title, fileType },
			add: { kind: 'file', body: { title, content, fileType } },
		};
	},
	held: titled((item) => text(item, 'source').toUpperCase(), true),
	previous: (held) => ({
		previousId: held.id,
		previousTitle: held.shown.title,
		previousFileType: held.shown.fileType,
	}),
	keyName: (matchBy) => matchBy,
	noun: 'file',
	deleteName: 'Delete Files Not in Input',
};

export const URL_KIND: SyncKind = {
	sources: ['WEBSITE'],
	wanted(context, itemIndex) {
		const url = requireHttpUrl(
			context,
			context.getNodeParameter('url', itemIndex, ''),
			'URL',
			itemIndex,
		);
		const add = { kind: 'url' as const, body: { url } };
		return { key: urlKey(url), label: url, compared: '', text: '', shown: { url }, add };
	},
	held(item) {
		const url = text(item, 'url');
		return {
			id: String(item.id),
			key: urlKey(url),
			compared: '',
			shown: { url },
			source: 'WEBSITE',
		};
	},
	previous: (held) => ({ previousId: held.id }),
	keyName: () => 'URL',
	noun: 'URL',
	deleteName: 'Delete URLs Not in Input',
};
