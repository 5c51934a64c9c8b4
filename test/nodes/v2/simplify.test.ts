/**
 * Version 2, Simplify, for every operation that has it (read from the node's description): on by default, each
 * record in its short form, the fields named there and the others as the API sent them; off, the records as the
 * API sent them, without the `{status, data}` envelope. Version 2.1's short form of a listed conversation adds the
 * human agent and the role dates to version 2's.
 */
import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { SIMPLIFIED_CONVERSATION_KEYS } from '../../e2e/harness/runData';
import { byId } from '../../harness/liveChatAi';
import { SEED } from '../../simulator';
import { useSimulator } from '../../simulator/testHelpers';
import { answeredAgain, operationsWith, parametersFor, runV2 } from './v2Operations';

const h = useSimulator();

interface Short {
	parameters: INodeParameters;
	/** Its fields, by name, separated by spaces. */
	keys: string;
	/** The fields of the short form that are not copied from the record as they are. */
	derived: (record: IDataObject) => IDataObject;
}

const contactOf = (record: IDataObject) => (record.contact ?? {}) as IDataObject;
/** A listed conversation: its contact in three fields, its channel named so. */
const listedConversation: Short['derived'] = (record) => ({
	contactId: contactOf(record).id ?? null,
	contactName: contactOf(record).name ?? null,
	contactEmail: contactOf(record).email ?? null,
	channel: record.integrationType,
});

const SHORT: Record<string, Short> = {
	'contact:get': {
		parameters: { contactId: SEED.contacts.alice },
		keys: 'id agentId distinctId name email phone country attributes createdAt updatedAt',
		// The API's [{key, value}] as one object.
		derived: () => ({ attributes: { plan: 'pro', company: 'Acme Corp' } }),
	},
	'contact:getConversations': {
		parameters: { contactId: SEED.contacts.alice, limit: 5 },
		keys: SIMPLIFIED_CONVERSATION_KEYS.join(' '),
		derived: listedConversation,
	},
	'conversation:get': {
		parameters: { conversationId: byId(SEED.conversations.latest) },
		keys:
			'id agentId contactId isResolved isStarred isMuted isAgent channel humanAgentId lastMessageDate ' +
			'createdAt messages',
		// Each message as who said what when.
		derived: (record) => ({
			channel: record.integrationType,
			humanAgentId: (record.agent as IDataObject | null)?.id ?? null,
			messages: (record.messages as IDataObject[]).map(({ role, content, createdAt }) => ({
				role,
				content,
				createdAt,
			})),
		}),
	},
	'conversation:getMany': {
		parameters: { agent: byId(SEED.agents.support), limit: 5 },
		keys: SIMPLIFIED_CONVERSATION_KEYS.join(' '),
		derived: listedConversation,
	},
	'dataSource:getMany': {
		parameters: { agent: byId(SEED.agents.support), source: 'QA', limit: 5 },
		// Without the text (a Q&A answer too).
		keys: 'characterCount createdAt id source status title updatedAt url',
		derived: () => ({}),
	},
};

const WITH_SIMPLIFY = operationsWith('simplify');
const isList = (operation: string) => operationsWith('returnAll').includes(operation);

async function outputOf(operation: string, simplify?: boolean) {
	const simplifyValue = simplify === undefined ? {} : { simplify };
	const parameters = parametersFor(operation, { ...SHORT[operation].parameters, ...simplifyValue });
	const { items, error } = await runV2(h.sim, parameters);
	expect(error).toBeUndefined();
	return items.map((item) => item.json);
}

it('knows every operation of version 2 that has Simplify', () => {
	expect(WITH_SIMPLIFY.sort()).toEqual(Object.keys(SHORT).sort());
});

it.each(WITH_SIMPLIFY)(
	'%s: off, outputs the records as the API sent them; on by default, their short form',
	async (operation) => {
		const raw = await outputOf(operation, false);
		expect(raw.length).toBeGreaterThan(0);
		expect(raw).toEqual(await answeredAgain(h.sim, h.api, isList(operation)));
		const short = await outputOf(operation);
		expect(short).toHaveLength(raw.length);
		const keys = SHORT[operation].keys.split(' ');
		const { derived } = SHORT[operation];
		short.forEach((record, index) => {
			expect(Object.keys(record).sort()).toEqual([...keys].sort());
			const copied = Object.fromEntries(keys.map((key) => [key, raw[index][key] ?? null]));
			expect(record).toEqual({ ...copied, ...derived(raw[index]) });
		});
	},
);

describe('version 2.1: a listed conversation in short adds the human agent and the role dates', () => {
	const LISTS: Record<string, INodeParameters> = {
		'conversation:getMany': { agent: byId(SEED.agents.support), returnAll: true },
		'contact:getConversations': { contactId: SEED.contacts.alice, returnAll: true },
	};

	async function byIdAt(typeVersion: number, operation: string, simplify: boolean) {
		const parameters = parametersFor(operation, { ...LISTS[operation], simplify });
		const { items, error } = await runV2(h.sim, parameters, { typeVersion });
		expect(error).toBeUndefined();
		return new Map(items.map(({ json }) => [String(json.id), json] as const));
	}

	beforeEach(() => {
		// One conversation of each list surely with a human agent who wrote in it.
		const all = [...h.sim.store.conversations.values()];
		const ofAlice = all.find((c) => c.contactId === SEED.contacts.alice)!;
		const ofSupport = all.find((c) => c.agentId === SEED.agents.support && c !== ofAlice)!;
		for (const conversation of [ofAlice, ofSupport]) {
			h.sim.store.conversations.set(conversation.id, {
				...conversation,
				assignedUserId: SEED.users.agent,
				isAgent: true,
				lastAgentMessageDate: conversation.lastMessageDate,
			});
		}
	});

	it.each(Object.keys(LISTS))(
		"%s: version 2's short form, and the agent's ID and name and each role's last message date",
		async (operation) => {
			const raw = await byIdAt(2.1, operation, false);
			const before = await byIdAt(2, operation, true);
			const short = await byIdAt(2.1, operation, true);
			expect([...short.keys()].sort()).toEqual([...raw.keys()].sort());
			for (const [id, record] of short) {
				const { agent, ...listed } = raw.get(id)!;
				const humanAgent = (agent ?? {}) as IDataObject;
				expect(record).toEqual({
					...before.get(id),
					humanAgentId: humanAgent.id ?? null,
					humanAgentName: humanAgent.name ?? null,
					lastVisitorMessageDate: listed.lastVisitorMessageDate ?? null,
					lastBotMessageDate: listed.lastBotMessageDate ?? null,
					lastAgentMessageDate: listed.lastAgentMessageDate ?? null,
				});
			}
			// Not a list of nulls: some conversations have a human agent, and a human agent's message.
			const values = [...short.values()];
			expect(values.some((record) => typeof record.humanAgentName === 'string')).toBe(true);
			expect(values.some((record) => typeof record.lastAgentMessageDate === 'string')).toBe(true);
		},
	);

	it("as a tool, keeps version 2's short form, so that 50 conversations stay under the tool's bound", async () => {
		const parameters = parametersFor('conversation:getMany', {
			agent: byId(SEED.agents.support),
			limit: 50,
		});
		const outputAt = async (typeVersion: number, asTool: boolean) => {
			const { items, error } = await runV2(h.sim, parameters, { typeVersion, asTool });
			expect(error).toBeUndefined();
			return items.map(({ json }) => json);
		};
		const asTool = await outputAt(2.1, true);
		expect(asTool).toHaveLength(50);
		expect(asTool).toEqual(await outputAt(2, false));
		// A workflow step of 2.1 has the additions.
		expect((await outputAt(2.1, false))[0]).toHaveProperty('lastVisitorMessageDate');
	});
});
