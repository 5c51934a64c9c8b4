/** Seeded data-source items: every kind for the support chatbot, a few for the others. */
import { dataSourceRecord } from '../state/factories';
import type { DataSourceRecord } from '../state/records';
import type { Store } from '../state/store';
import { SEED } from './ids';
import { DAY, HOUR, type At } from './time';

type Item = Pick<DataSourceRecord, 'id' | 'chatbotId' | 'source' | 'type'> &
	Partial<DataSourceRecord>;

/** Its age (ms before the seed base) and a website (title, URL), a text (title, content) or a Q&A pair (question, answer, made by AI or not). */
function item(
	age: number,
	kind: 'url' | 'text' | 'qa',
	id: string,
	chatbotId: string,
	a: string,
	b: string,
	ai = false,
): [number, Item] {
	if (kind === 'url')
		return [age, { id, chatbotId, source: 'WEBSITE', type: 'url', title: a, url: b }];
	if (kind === 'text')
		return [age, { id, chatbotId, source: 'TEXT', type: 'text', title: a, content: b }];
	return [
		age,
		{ id, chatbotId, source: 'QA', type: 'qa', question: a, answer: b, isGeneratedByAI: ai },
	];
}

const SUPPORT = SEED.chatbots.support;
const MANUAL_PAGES = [
	'Unpack the router and connect the power cable.',
	'Open the admin page at 192.168.1.1 and sign in.',
	'Hold the reset button for ten seconds to restore factory settings.',
];

/** The items in the order they are stored, each with its age (ms before the seed base). */
const ITEMS: Array<[number, Item]> = [
	item(110 * DAY, 'url', 'ds_web_home', SUPPORT, 'Acme Help Center', 'https://help.acme-sim.test/'),
	item(
		110 * DAY - HOUR,
		'url',
		'ds_web_pricing',
		SUPPORT,
		'Pricing - Acme',
		'https://help.acme-sim.test/pricing',
	),
	item(
		80 * DAY,
		'url',
		'ds_web_refunds',
		SUPPORT,
		'Refund policy - Acme',
		'https://help.acme-sim.test/billing/refunds',
	),
	item(
		100 * DAY,
		'text',
		'ds_text_hours',
		SUPPORT,
		'Support hours',
		'Our support team is available Monday to Friday, 8:00 to 18:00 CET. Urgent issues on weekends go through the status page.',
	),
	item(
		70 * DAY,
		'text',
		'ds_text_shipping',
		SUPPORT,
		'Shipping policy',
		'Orders ship within two business days. Tracking links are sent by e-mail once the parcel leaves the warehouse.',
	),
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
	item(
		50 * DAY,
		'qa',
		'ds_qa_password',
		SUPPORT,
		'How do I reset my password?',
		'Click "Forgot password" on the sign-in page and follow the link we e-mail you.',
	),
	item(
		40 * DAY,
		'qa',
		'ds_qa_refund',
		SUPPORT,
		'Can I get a refund?',
		'Yes, within 30 days of purchase. Write to billing@acme-sim.test with your order number.',
	),
	item(
		12 * DAY,
		'qa',
		'ds_qa_ai',
		SUPPORT,
		'Do you offer a student discount?',
		'Students get 40% off the Pro plan with a valid university e-mail address.',
		true,
	),
	item(
		85 * DAY,
		'url',
		'ds_sales_web',
		SEED.chatbots.sales,
		'Acme Plans',
		'https://acme-sim.test/plans',
	),
	item(
		84 * DAY,
		'qa',
		'ds_sales_qa',
		SEED.chatbots.sales,
		'Is there a free trial?',
		'Every plan comes with a 14-day free trial, no card needed.',
	),
	item(
		55 * DAY,
		'text',
		'ds_other_text',
		SEED.chatbots.other,
		'Globex opening hours',
		'Globex offices are open 9 to 17 on weekdays.',
	),
];

export function seedDataSources(store: Store, at: At): void {
	for (const [age, item] of ITEMS)
		store.dataSources.set(item.id, dataSourceRecord({ ...item, createdAt: at(age) }));
}
