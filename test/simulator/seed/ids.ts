/**
 * Ids of the seeded records, for tests to address. The seed (seed/index.ts) creates exactly these.
 * Dates in the seed are relative to the clock start (MANUAL_CLOCK_START for the manual clock).
 */

/** `<prefix>01`..`<prefix><count>`, numbers `width` digits wide. */
const numbered = (prefix: string, count: number, width: number): readonly string[] =>
	Array.from({ length: count }, (_, i) => `${prefix}${String(i + 1).padStart(width, '0')}`);
const TEAM_AGENTS = numbered('bot_team_', 10, 2);
export const SEED = {
	users: {
		/** Owner of the main workspace; the user of SIMULATOR_API_KEY; also a human agent. */
		owner: 'usr_owner',
		/** Second human agent of the main workspace. */
		agent: 'usr_sam',
		/** User of SIMULATOR_OTHER_API_KEY (another workspace). */
		other: 'usr_other',
		/** User of SIMULATOR_NO_API_PLAN_KEY: a Starter plan, so every API call is 403. */
		starter: 'usr_starter',
	},
	humanAgents: { owner: 'usr_owner', second: 'usr_sam' },
	chatbots: {
		/** "Support Bot": live chat on, most conversations, all data-source kinds, chats, suggestions. */
		support: 'bot_support',
		/** "Sales Assistant": secure identification on (secret SIMULATOR_IDENTITY_SECRET). */
		sales: 'bot_sales',
		/** "Docs Helper": full-page chatbot with slug `docs-helper`. */
		docs: 'bot_docs',
		other: 'bot_other',
	},
	docsSlug: 'docs-helper',
	/** How many records of a kind the seed makes (all workspaces). */
	counts: { chatbots: 15, dataSources: 142 },
	agents: {
		support: 'bot_support',
		sales: 'bot_sales',
		/** Agent with secure identification on. */
		secure: 'bot_sales',
		other: 'bot_other',
		/** "Knowledge Base" (main workspace, slug `knowledge-base`, language `de`, image sharing on): 130 data
		 * sources of every v2 kind, 120 AI suggestions, 3 conversations. */
		knowledgeBase: 'bot_kb',
		/** Ten "Team Bot NN" agents of the main workspace, oldest last; every third one is archived. */
		team: TEAM_AGENTS,
		archived: ['bot_team_03', 'bot_team_06', 'bot_team_09'],
		/** Every agent of the main workspace (SIMULATOR_API_KEY), in the order the legacy list gives them. */
		main: ['bot_support', 'bot_sales', 'bot_docs', 'bot_kb', ...TEAM_AGENTS],
		mainCount: 14,
	},
	knowledgeBaseSlug: 'knowledge-base',
	/** Contact attribute keys saved per agent (others are dropped). */
	allowedAttributes: {
		bot_support: ['plan', 'company'],
		bot_sales: ['plan', 'company', 'region'],
		bot_docs: ['plan'],
		bot_other: ['tier'],
		bot_kb: [],
	} as Record<string, string[]>,
	conversations: {
		/** Most recent conversation overall (support agent, contact alice). */
		latest: 'conv_0300',
		/** Three support conversations with exactly the same lastMessageDate (3rd-5th most recent). */
		tiedRecent: ['conv_0296', 'conv_0297', 'conv_0298'],
		/** Two older support conversations with exactly the same lastMessageDate. */
		tiedOlder: ['conv_0151', 'conv_0152'],
		/** A sales conversation of contact alice (so alice talked to two agents). */
		salesOfAlice: 'conv_0288',
		other: 'conv_other_1',
		/** An open support conversation assigned to the second human agent (SEED.users.agent). */
		openAssigned: 'conv_0295',
		/** An open support conversation no human agent is assigned to (the AI's). */
		openUnassigned: 'conv_0291',
		total: { support: 241, sales: 59, other: 4, knowledgeBase: 3 },
		knowledgeBase: ['conv_kb_1', 'conv_kb_2', 'conv_kb_3'],
	},
	contacts: {
		/** Support contact who also talked to the sales agent. distinctId `user-1001`. */
		alice: 'ct_alice',
		/** Support contact, distinctId `user-1002`. */
		bob: 'ct_bob',
		/** Contact of the secure agent, distinctId `crm-2001`. */
		secure: 'ct_secure',
		other: 'ct_other1',
	},
	views: {
		/** support: status=open, sentiment=NEGATIVE */
		openNegative: 'view_open_negative',
		/** support: channel=WHATSAPP, type=unassigned */
		whatsappUnassigned: 'view_whatsapp_unassigned',
		/** sales: status=close */
		salesResolved: 'view_sales_resolved',
	},
	suggestions: {
		/** The 10 active suggestions of the support agent, newest first. */
		active: numbered('sug_', 10, 2),
		/** A support suggestion already dismissed (not listed; DELETE gives 404). */
		dismissed: 'sug_11',
		sales: ['sug_sales_1', 'sug_sales_2'],
		/**
		 * 120 active suggestions of the knowledge-base agent, `sug_kb_001`..`sug_kb_120`; pairs share a
		 * createdAt (001 and 002 newest, 6 hours before the clock start, then 003 and 004, 6 hours earlier...),
		 * so the list order is 002, 001, 004, 003, ...
		 */
		knowledgeBaseCount: 120,
	},
	chats: {
		/** Support chat with 6 messages (3 questions, 3 answers). */
		support: 'chat_support_1',
		supportSecond: 'chat_support_2',
		supportThird: 'chat_support_3',
		sales: 'chat_sales_1',
		other: 'chat_other_1',
	},
	/** Data-source items of the support chatbot, one of each kind. */
	dataSources: {
		website: 'ds_web_home',
		text: 'ds_text_hours',
		pdf: 'ds_pdf_manual',
		qa: 'ds_qa_password',
		qaGenerated: 'ds_qa_ai',
		/** All items of the support chatbot by source. */
		supportWebsite: ['ds_web_home', 'ds_web_pricing', 'ds_web_refunds'],
		supportText: ['ds_text_hours', 'ds_text_shipping', 'ds_pdf_manual'],
		supportQa: ['ds_qa_password', 'ds_qa_refund', 'ds_qa_ai'],
		/**
		 * Items of the knowledge-base agent: `ds_kb_001`..`ds_kb_130`, kinds in turn WEBSITE, TEXT, QA, PDF,
		 * DOCX, IMAGE (001 WEBSITE, 002 TEXT, ...); 001 the oldest, one hour apart.
		 */
		knowledgeBase: {
			count: 130,
			perSource: { WEBSITE: 22, TEXT: 22, QA: 22, PDF: 22, DOCX: 21, IMAGE: 21 },
		},
	},
} as const;
