/**
 * Seeded contacts: alice and bob (support), 80 more on support, carla (`secure`, on the secure sales agent)
 * and 25 more on sales, two on the other workspace. One in six is an anonymous visitor (no name, e-mail,
 * distinctId or attributes).
 */
import { contactRecord } from '../state/factories';
import { CHANNELS, type ContactRecord } from '../state/records';
import type { Store } from '../state/store';
import { SEED } from './ids';
import { DAY, pad, words, type At } from './time';

/** What the generated contacts take in turn. */
const FIRST = words(
	'Emma Liam Noah Mia Lucas Sofia Ethan Chloe Mateo Hannah Yuki Omar Lena Ravi Ines Jonas',
);
const LAST = words(
	'Schmidt Garcia Nguyen Kowalski Rossi Dubois Okafor Tanaka Silva Larsen Haddad Novak',
);
const COMPANIES = words(
	'Acme Corp, Initech, Umbrella, Hooli, Stark Industries, Wayne Enterprises, Vandelay',
	', ',
);
const PLANS = words('free starter pro enterprise');
const REGIONS = words('EMEA AMER APAC');
const COUNTRIES = words('US DE FR JP BR IN GB');

export function contact(
	id: string,
	agentId: string,
	i: number,
	at: At,
	extra: Partial<ContactRecord> = {},
): ContactRecord {
	const anonymous = i % 6 === 5;
	const first = FIRST[i % FIRST.length];
	const last = LAST[(i * 7) % LAST.length];
	const created = at((46 + (i % 50)) * DAY);
	const attributes: Record<string, string> = {
		plan: PLANS[i % PLANS.length],
		company: COMPANIES[i % COMPANIES.length],
	};
	if (agentId === SEED.chatbots.sales) attributes.region = REGIONS[i % REGIONS.length];
	const channel = CHANNELS[i % CHANNELS.length];
	return contactRecord({
		id,
		agentId,
		chatSource: channel,
		// WhatsApp and Slack contacts are reached in a thread of that channel.
		threadId:
			channel === 'WHATSAPP' || channel === 'SLACK' ? `thr_${channel.toLowerCase()}_${i}` : null,
		ip: anonymous ? null : `203.0.113.${(i * 11) % 250}`,
		country: COUNTRIES[i % COUNTRIES.length],
		distinctId: anonymous ? null : `user-${3000 + i}`,
		name: anonymous ? null : `${first} ${last}`,
		email: anonymous ? null : `${first}.${last}${i}@example.com`.toLowerCase(),
		phone:
			anonymous || i % 3 === 0
				? null
				: `+1 555 01${String(10 + (i % 90))} ${String(1000 + i * 37).slice(-4)}`,
		attributes: anonymous ? {} : attributes,
		createdAt: created,
		updatedAt: created,
		...extra,
	});
}

export function seedContacts(store: Store, at: At): { support: string[]; sales: string[] } {
	const lists = { support: [] as string[], sales: [] as string[] };
	const add = (id: string, agentId: string, i: number, extra?: Partial<ContactRecord>) => {
		store.contacts.set(id, contact(id, agentId, i, at, extra));
		if (agentId === SEED.chatbots.support) lists.support.push(id);
		if (agentId === SEED.chatbots.sales) lists.sales.push(id);
	};
	add(SEED.contacts.alice, SEED.chatbots.support, 0, {
		distinctId: 'user-1001',
		name: 'Alice Martin',
		email: 'alice@example.com',
		phone: '+1 555 0100 1001',
		attributes: { plan: 'pro', company: 'Acme Corp' },
	});
	add(SEED.contacts.bob, SEED.chatbots.support, 1, {
		distinctId: 'user-1002',
		name: 'Bob Chen',
		email: 'bob@example.com',
		phone: null,
		attributes: { plan: 'starter', company: 'Initech' },
	});
	for (let i = 1; i <= 80; i++) add(`ct_s${pad(i)}`, SEED.chatbots.support, i + 1);
	add(SEED.contacts.secure, SEED.chatbots.sales, 2, {
		distinctId: 'crm-2001',
		name: 'Carla Jones',
		email: 'carla@example.com',
		phone: '+44 20 7946 0001',
		attributes: { plan: 'enterprise', company: 'Hooli', region: 'EMEA' },
	});
	for (let i = 1; i <= 25; i++) add(`ct_x${pad(i)}`, SEED.chatbots.sales, i + 100);
	add(SEED.contacts.other, SEED.chatbots.other, 3, {
		distinctId: 'gx-1',
		name: 'Dan Brooks',
		email: 'dan@globex-sim.test',
		attributes: { tier: 'gold' },
	});
	add('ct_other2', SEED.chatbots.other, 4, { distinctId: 'gx-2', attributes: { tier: 'silver' } });
	return lists;
}
