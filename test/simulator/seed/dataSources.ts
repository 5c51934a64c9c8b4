/** Seeded data-source items: every kind for the support chatbot, a few for the others. */
import { dataSourceRecord } from '../factories';
import { SEED } from './ids';
import { DAY, HOUR, type At } from './time';
import type { Store } from '../store';
import type { DataSourceRecord } from '../types';

function item(
	partial: Partial<DataSourceRecord> &
		Pick<DataSourceRecord, 'id' | 'chatbotId' | 'source' | 'type'>,
	created: string,
): DataSourceRecord {
	return dataSourceRecord({ ...partial, createdAt: created });
}

export function seedDataSources(store: Store, at: At): void {
	const support = SEED.chatbots.support;
	const items: DataSourceRecord[] = [
		item(
			{
				id: 'ds_web_home',
				chatbotId: support,
				source: 'WEBSITE',
				type: 'url',
				title: 'Acme Help Center',
				url: 'https://help.acme-sim.test/',
			},
			at(110 * DAY),
		),
		item(
			{
				id: 'ds_web_pricing',
				chatbotId: support,
				source: 'WEBSITE',
				type: 'url',
				title: 'Pricing - Acme',
				url: 'https://help.acme-sim.test/pricing',
			},
			at(110 * DAY - HOUR),
		),
		item(
			{
				id: 'ds_web_refunds',
				chatbotId: support,
				source: 'WEBSITE',
				type: 'url',
				title: 'Refund policy - Acme',
				url: 'https://help.acme-sim.test/billing/refunds',
			},
			at(80 * DAY),
		),
		item(
			{
				id: 'ds_text_hours',
				chatbotId: support,
				source: 'TEXT',
				type: 'text',
				title: 'Support hours',
				content:
					'Our support team is available Monday to Friday, 8:00 to 18:00 CET. Urgent issues on weekends go through the status page.',
			},
			at(100 * DAY),
		),
		item(
			{
				id: 'ds_text_shipping',
				chatbotId: support,
				source: 'TEXT',
				type: 'text',
				title: 'Shipping policy',
				content:
					'Orders ship within two business days. Tracking links are sent by e-mail once the parcel leaves the warehouse.',
			},
			at(70 * DAY),
		),
		item(
			{
				id: 'ds_pdf_manual',
				chatbotId: support,
				source: 'TEXT',
				type: 'pdf',
				title: 'Acme Router X2 manual.pdf',
				content:
					'Unpack the router and connect the power cable.\nOpen the admin page at 192.168.1.1 and sign in.\nHold the reset button for ten seconds to restore factory settings.',
				pages: [
					{ text: 'Unpack the router and connect the power cable.', page: 1 },
					{ text: 'Open the admin page at 192.168.1.1 and sign in.', page: 2 },
					{ text: 'Hold the reset button for ten seconds to restore factory settings.', page: 3 },
				],
			},
			at(60 * DAY),
		),
		item(
			{
				id: 'ds_qa_password',
				chatbotId: support,
				source: 'QA',
				type: 'qa',
				question: 'How do I reset my password?',
				answer: 'Click "Forgot password" on the sign-in page and follow the link we e-mail you.',
				isGeneratedByAI: false,
			},
			at(50 * DAY),
		),
		item(
			{
				id: 'ds_qa_refund',
				chatbotId: support,
				source: 'QA',
				type: 'qa',
				question: 'Can I get a refund?',
				answer:
					'Yes, within 30 days of purchase. Write to billing@acme-sim.test with your order number.',
				isGeneratedByAI: false,
			},
			at(40 * DAY),
		),
		item(
			{
				id: 'ds_qa_ai',
				chatbotId: support,
				source: 'QA',
				type: 'qa',
				question: 'Do you offer a student discount?',
				answer: 'Students get 40% off the Pro plan with a valid university e-mail address.',
				isGeneratedByAI: true,
			},
			at(12 * DAY),
		),
		item(
			{
				id: 'ds_sales_web',
				chatbotId: SEED.chatbots.sales,
				source: 'WEBSITE',
				type: 'url',
				title: 'Acme Plans',
				url: 'https://acme-sim.test/plans',
			},
			at(85 * DAY),
		),
		item(
			{
				id: 'ds_sales_qa',
				chatbotId: SEED.chatbots.sales,
				source: 'QA',
				type: 'qa',
				question: 'Is there a free trial?',
				answer: 'Every plan comes with a 14-day free trial, no card needed.',
				isGeneratedByAI: false,
			},
			at(84 * DAY),
		),
		item(
			{
				id: 'ds_other_text',
				chatbotId: SEED.chatbots.other,
				source: 'TEXT',
				type: 'text',
				title: 'Globex opening hours',
				content: 'Globex offices are open 9 to 17 on weekdays.',
			},
			at(55 * DAY),
		),
	];
	for (const ds of items) store.dataSources.set(ds.id, ds);
}
