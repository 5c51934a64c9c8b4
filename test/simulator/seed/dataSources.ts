/** Seeded data-source items: every kind for the support chatbot, a few for the others. */
import { dataSourceRecord } from '../factories';
import { SEED } from './ids';
import { DAY, HOUR, type At } from './time';
import type { Store } from '../store';
import type { DataSourceRecord } from '../types';

type Item = Pick<DataSourceRecord, 'id' | 'chatbotId' | 'source' | 'type'> &
	Partial<DataSourceRecord>;

/** A website (title, URL), a text (title, content) or a Q&A pair (question, answer, made by AI or not). */
function item(
	kind: 'url' | 'text' | 'qa',
	id: string,
	chatbotId: string,
	a: string,
	b: string,
	ai = false,
): Item {
	if (kind === 'url') return { id, chatbotId, source: 'WEBSITE', type: 'url', title: a, url: b };
	if (kind === 'text') return { id, chatbotId, source: 'TEXT', type: 'text', title: a, content: b };
	return { id, chatbotId, source: 'QA', type: 'qa', question: a, answer: b, isGeneratedByAI: ai };
}

const SUPPORT = SEED.chatbots.support;
const MANUAL_PAGES = [
	'Unpack the router and connect the power cable.',
	'Open the admin page at 192.168.1.1 and sign in.',
	'Hold the reset button for ten seconds to restore factory settings.',
];

/** The items in the order they are stored, each with its age (ms before the seed base). */
const ITEMS: Array<[number, Item]> = [
	[
		110 * DAY,
		item('url', 'ds_web_home', SUPPORT, 'Acme Help Center', 'https://help.acme-sim.test/'),
	],
	[
		110 * DAY - HOUR,
		item('url', 'ds_web_pricing', SUPPORT, 'Pricing - Acme', 'https://help.acme-sim.test/pricing'),
	],
	[
		80 * DAY,
		item(
			'url',
			'ds_web_refunds',
			SUPPORT,
			'Refund policy - Acme',
			'https://help.acme-sim.test/billing/refunds',
		),
	],
	[
		100 * DAY,
		item(
			'text',
			'ds_text_hours',
			SUPPORT,
			'Support hours',
			'Our support team is available Monday to Friday, 8:00 to 18:00 CET. Urgent issues on weekends go through the status page.',
		),
	],
	[
		70 * DAY,
		item(
			'text',
			'ds_text_shipping',
			SUPPORT,
			'Shipping policy',
			'Orders ship within two business days. Tracking links are sent by e-mail once the parcel leaves the warehouse.',
		),
	],
	[
		60 * DAY,
		{
			id: 'ds_pdf_manual',
			chatbotId: SUPPORT,
			source: 'TEXT',
			type: 'pdf',
			title: 'Acme Router X2 manual.pdf',
			content: MANUAL_PAGES.join('\n'),
			pages: MANUAL_PAGES.map((pageText, i) => ({ text: pageText, page: i + 1 })),
		},
	],
	[
		50 * DAY,
		item(
			'qa',
			'ds_qa_password',
			SUPPORT,
			'How do I reset my password?',
			'Click "Forgot password" on the sign-in page and follow the link we e-mail you.',
		),
	],
	[
		40 * DAY,
		item(
			'qa',
			'ds_qa_refund',
			SUPPORT,
			'Can I get a refund?',
			'Yes, within 30 days of purchase. Write to billing@acme-sim.test with your order number.',
		),
	],
	[
		12 * DAY,
		item(
			'qa',
			'ds_qa_ai',
			SUPPORT,
			'Do you offer a student discount?',
			'Students get 40% off the Pro plan with a valid university e-mail address.',
			true,
		),
	],
	[
		85 * DAY,
		item('url', 'ds_sales_web', SEED.chatbots.sales, 'Acme Plans', 'https://acme-sim.test/plans'),
	],
	[
		84 * DAY,
		item(
			'qa',
			'ds_sales_qa',
			SEED.chatbots.sales,
			'Is there a free trial?',
			'Every plan comes with a 14-day free trial, no card needed.',
		),
	],
	[
		55 * DAY,
		item(
			'text',
			'ds_other_text',
			SEED.chatbots.other,
			'Globex opening hours',
			'Globex offices are open 9 to 17 on weekdays.',
		),
	],
];

export function seedDataSources(store: Store, at: At): void {
	for (const [age, item] of ITEMS)
		store.dataSources.set(item.id, dataSourceRecord({ ...item, createdAt: at(age) }));
}
