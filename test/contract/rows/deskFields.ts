/**
 * What a support desk's trigger events read of the documented endpoints: the conversations list's filters with
 * the values they send, and the answer fields they read of the list, the contacts and the CSAT report. The desk
 * test (../deskFields.test.ts) holds each to its row's documented query and example, and to what the simulator
 * answers.
 */
import { SEED } from '../../simulator';

/** [doc] The list filters a desk event selects by, each value it sends (a user id or `ai` for `assignedTo`). */
export const DESK_FILTERS: Record<string, readonly string[]> = {
	status: ['open', 'close'],
	resolutionStatus: ['TalkToAgent', 'AIHelped', 'AIDidNotHelp'],
	type: ['unassigned', 'your-inbox', 'all'],
	assignedTo: [SEED.users.agent, 'ai'],
	viewId: [SEED.views.openNegative],
	sentiment: ['POSITIVE', 'NEGATIVE', 'NEUTRAL', 'UNSPECIFIED'],
	topic: ['Billing'],
};

/** The fields of a list item the desk events compare from one poll to the next. */
export const DESK_ITEM_FIELDS = [
	'isResolved',
	'isAgent',
	'isStarred',
	'isMuted',
	'agent',
	'agent.id',
	'agent.name',
	'agent.email',
	'agent.avatar',
	'lastMessageDate',
	'lastVisitorMessageDate',
	'lastBotMessageDate',
	'lastAgentMessageDate',
	'updatedAt',
];

export const DESK_LIST_READS = DESK_ITEM_FIELDS.map((field) => `data.conversations[].${field}`);

/** New Contact: the items' dates and the count that tells where new contacts are. */
export const CONTACT_LIST_READS = [
	'data[].id',
	'data[].createdAt',
	'totalCount',
	'pages.totalPages',
];

/** New CSAT Rating: the query of one period's page, each score's fields and the paging. */
export const CSAT_QUERY = ['agentId', 'startDate', 'endDate', 'timezone', 'page', 'pageSize'];

export const CSAT_READS = [
	...'id score comment email name triggerReason createdAt'
		.split(' ')
		.map((field) => `data.currentPeriod.scores[].${field}`),
	...'totalItemCount totalPageCount currentPage next pageSize'
		.split(' ')
		.map((field) => `data.metadata.${field}`),
];
