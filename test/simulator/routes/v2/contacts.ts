/**
 * v2 contacts. The contact detail is bare, without the envelope (as published). Create or Update: distinctId is
 * required, even with a contactId ([doc]); contactId names the contact to update (its distinctId set to the one
 * sent), else the agent's contact with that distinctId is updated or a new one made; attribute keys the agent
 * is not configured for are dropped silently. Secure identification: userHash must be hex
 * HMAC-SHA256(secret, distinctId) (403 otherwise). [decision] The list is newest first (the reference states no
 * order); the form `contactAndScoreOrder` lists it oldest first, or in no order of date.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Route, RouteContext } from '../../server/context';
import { HttpError, notFound, validationError } from '../../server/errors';
import { json } from '../../server/reply';
import {
	bodyObject,
	isEmail,
	optionalString,
	queryEnum,
	requireQueryString,
	requireString,
	type Body,
} from '../../server/validation';
import { contactRecord } from '../../state/factories';
import type { ChatbotRecord, ContactRecord } from '../../state/records';
import { requireChatbot, requireContact } from '../lookup';
import { queryMatcher, readFilters, SORTS, sortConversations } from './conversationFilters';
import { conversationListBody, CONVERSATIONS_DEFAULT_PER_PAGE } from './conversations';
import { createdOrder, pagesWrapper, readPage } from './pagination';
import { contactDetail, contactSummary } from './shapes';

export const CONTACTS_DEFAULT_LIMIT = 10;

export function userHashFor(secret: string, distinctId: string): string {
	return createHmac('sha256', secret).update(distinctId).digest('hex');
}

function readAttributes(body: Body): Record<string, string> | undefined {
	const value = body.attributes;
	if (value === undefined || value === null) return undefined;
	if (
		typeof value !== 'object' ||
		Array.isArray(value) ||
		Object.values(value).some((v) => typeof v !== 'string')
	) {
		throw validationError('attributes must be an object with string values');
	}
	return value as Record<string, string>;
}

function checkUserHash(
	agent: ChatbotRecord,
	distinctId: string,
	userHash: string | undefined,
): void {
	if (agent.identitySecret === null) return;
	if (userHash === undefined || userHash === '') {
		throw new HttpError(
			403,
			'invalid_user_hash',
			'userHash is required: secure identification is enabled for this agent',
		);
	}
	const expected = Buffer.from(userHashFor(agent.identitySecret, distinctId));
	const given = Buffer.from(userHash);
	if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
		throw new HttpError(403, 'invalid_user_hash', 'userHash does not match distinctId');
	}
}

function upsert(ctx: RouteContext) {
	const body = bodyObject(ctx.body);
	const agentId = requireString(body, 'agentId');
	const contactId = optionalString(body, 'contactId');
	const distinctId = requireString(body, 'distinctId');
	const userHash = optionalString(body, 'userHash');
	const name = optionalString(body, 'name');
	const email = optionalString(body, 'email');
	const phone = optionalString(body, 'phone');
	const attributes = readAttributes(body);
	if (email !== undefined && email !== '' && !isEmail(email))
		throw validationError('email must be a valid e-mail address');
	const agent = requireChatbot(ctx, agentId, 'Agent');

	let contact: ContactRecord | undefined;
	if (contactId !== undefined && contactId !== '') {
		contact = ctx.store.contacts.get(contactId);
		if (!contact || contact.agentId !== agent.id) throw notFound('Contact');
	} else {
		contact = [...ctx.store.contacts.values()].find(
			(c) => c.agentId === agent.id && c.distinctId === distinctId,
		);
	}
	checkUserHash(agent, distinctId, userHash);

	const now = ctx.clock.now().toISOString();
	if (!contact) {
		contact = contactRecord({
			id: ctx.store.newId('ct'),
			agentId: agent.id,
			distinctId,
			createdAt: now,
		});
		ctx.store.contacts.set(contact.id, contact);
	}
	contact.distinctId = distinctId;
	if (name !== undefined) contact.name = name;
	if (email !== undefined) contact.email = email === '' ? null : email;
	if (phone !== undefined) contact.phone = phone === '' ? null : phone;
	for (const [key, value] of Object.entries(attributes ?? {})) {
		if (agent.allowedAttributes.includes(key)) contact.attributes[key] = value;
	}
	contact.updatedAt = now;
	return json({ status: 'success', contactId: contact.id });
}

function get(ctx: RouteContext) {
	return json(contactDetail(requireContact(ctx, ctx.params.contactId)));
}

function list(ctx: RouteContext) {
	const agentId = requireQueryString(ctx.query, 'agentId');
	const page = readPage(ctx, 'limit', CONTACTS_DEFAULT_LIMIT);
	const agent = requireChatbot(ctx, agentId, 'Agent');
	const all = [...ctx.store.contacts.values()]
		.filter((c) => c.agentId === agent.id)
		.sort(createdOrder(ctx.settings.forms.contactAndScoreOrder));
	const { items, ...paging } = pagesWrapper(all, page);
	return json({ status: 'success', agentId: agent.id, data: items.map(contactSummary), ...paging });
}

/** [doc] A contact's conversations, with every agent: the conversation list's filters, sort and paging. */
function conversations(ctx: RouteContext) {
	const page = readPage(ctx, 'perPage', CONVERSATIONS_DEFAULT_PER_PAGE);
	const sort = queryEnum(ctx.query, 'sort', SORTS) ?? 'desc';
	readFilters(ctx.query); // a bad filter is a 400 before the contact's 404
	const contact = requireContact(ctx, ctx.params.contactId);
	const matches = queryMatcher(ctx);
	const matching = sortConversations(
		[...ctx.store.conversations.values()].filter(
			(c) => c.contactId === contact.id && ctx.store.chatbotOf(ctx.user, c.agentId) && matches(c),
		),
		sort,
	);
	return json(conversationListBody(ctx, matching, page));
}

export const v2ContactRoutes: Route[] = [
	{ method: 'POST', pattern: '/api/v2/contacts', handler: upsert },
	{ method: 'GET', pattern: '/api/v2/contacts', handler: list },
	{ method: 'GET', pattern: '/api/v2/contacts/:contactId', handler: get },
	{ method: 'GET', pattern: '/api/v2/contacts/:contactId/conversations', handler: conversations },
];
