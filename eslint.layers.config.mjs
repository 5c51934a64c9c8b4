// The import rule between the layers of nodes/LiveChatAi (ARCHITECTURE.md, "The layers and the import rule"):
// v1, v2 and the trigger import shared/ and never each other; shared/ imports none of them; the credential imports
// no node version. Within shared/, each folder imports only the folders before it (SHARED_ORDER, below), and no
// folder anywhere in nodes/ imports one that imports it (eslint.folderLoops.mjs). n8n-node lint's strict mode wants
// eslint.config.mjs to stay n8n's default, so these rules live here and `npm run lint` runs both.
import { config } from '@n8n/node-cli/eslint';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';

import folderLoops from './eslint.folderLoops.mjs';

// n8n's TypeScript parser settings, without re-running n8n's rules (n8n-node lint does that).
const typescript = config.find(
	(entry) => entry.languageOptions?.parser && entry.files?.includes('**/*.ts'),
);

// A layer is its folder and what is in it: '../v1' names the folder (its index) as surely as '../v1/x' a file in it.
const LAYERS = {
	v1: ['**/v1', '**/v1/**'],
	v2: ['**/v2', '**/v2/**'],
	trigger: ['**/trigger', '**/trigger/**'],
	nodeFiles: ['**/*.node'],
	// The action node: it imports v1 and v2, so whoever imports it imports them too.
	actionNode: ['**/LiveChatAi.node'],
};

// The folders of shared/, each built on the ones before it: a folder imports only those (and serviceDecisions.ts,
// which imports none), so a newcomer reads them in this order and each without the ones after it.
const SHARED_ORDER = [
	'transport', // requests to LiveChatAI: reads no node parameter
	'fields', // the node's fields: each field's description with its reader, and the checks of what they read
	'dataSources', // the data source fields of v1 and v2
	'operations', // what an operation is and runs with: its module, item errors, the tool bound, the sliding window
	'lists', // reading a list of the service, page by page
	'contacts', // Contact > Upsert: its fields, the contact's attributes, the user hash
	'conversations', // conversation lists, their filters and short form, typing, AI suggestions
	'polling', // the trigger's reading of a list for what is new since its saved position, and its failures
	'legacy', // the legacy API's requests (with the Additional parameters), counts, crawl and contact agents
	'methods', // the editor's list searches
	'node', // what assembles a node version: its description, methods and router
];
for (const folder of SHARED_ORDER) LAYERS[folder] = [`**/${folder}`, `**/${folder}/**`];

// One block per group of files: ESLint keeps only the last block's options of a rule for a file, so a block for a
// folder inside another layer repeats that layer's refusals (`also`) beside its own.
function forbid(files, layers, why, also = []) {
	const pattern = ([group, message]) => ({
		group: group.flatMap((layer) => LAYERS[layer]),
		message,
	});
	return {
		files,
		rules: {
			'no-restricted-imports': [
				'error',
				// The last folder of SHARED_ORDER has none after it: no empty group.
				{ patterns: [[layers, why], ...also].filter(([group]) => group.length > 0).map(pattern) },
			],
		},
	};
}

const SHARED = [
	['v1', 'v2', 'trigger', 'nodeFiles'],
	'shared/ is what v1, v2 and the trigger import: it imports none of them.',
];

export default [
	{ ignores: ['dist', 'node_modules', '.build'] },
	{ ...typescript, files: ['nodes/**/*.ts', 'credentials/**/*.ts'] },
	// No import circle anywhere: a file's imports lead away from it, so each file reads without the ones after it.
	{
		files: ['nodes/**/*.ts', 'credentials/**/*.ts'],
		plugins: { 'import-x': importX },
		settings: {
			...importX.flatConfigs.typescript.settings,
			'import-x/resolver-next': [createTypeScriptImportResolver()],
		},
		rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
	},
	// No folder of nodes/ imports one that imports it (eslint.folderLoops.mjs), in v1, v2 and the trigger as in shared/.
	{
		files: ['nodes/**/*.ts'],
		plugins: { local: folderLoops },
		rules: { 'local/no-folder-loop': 'error' },
	},
	forbid(['nodes/LiveChatAi/shared/**/*.ts'], ...SHARED),
	forbid(
		['nodes/LiveChatAi/shared/*.ts'],
		SHARED_ORDER,
		'serviceDecisions.ts is what every folder of shared/ may read: it imports none of them.',
		[SHARED],
	),
	...SHARED_ORDER.map((folder, index) =>
		forbid(
			[`nodes/LiveChatAi/shared/${folder}/**/*.ts`],
			SHARED_ORDER.slice(index + 1),
			`shared/${folder}/ imports only the folders before it in SHARED_ORDER (eslint.layers.config.mjs): ` +
				`${SHARED_ORDER.slice(0, index).join(', ') || 'none'}; the ones after it build on it.`,
			[SHARED],
		),
	),
	forbid(
		['nodes/LiveChatAi/v1/**/*.ts'],
		['v2', 'trigger', 'nodeFiles'],
		'v1 imports shared/ alone: move what v2 or the trigger also need into shared/.',
	),
	forbid(
		['nodes/LiveChatAi/v2/**/*.ts'],
		['v1', 'trigger', 'nodeFiles'],
		'v2 imports shared/ alone: move what v1 or the trigger also need into shared/.',
	),
	forbid(
		['nodes/LiveChatAi/trigger/**/*.ts', 'nodes/LiveChatAi/LiveChatAiTrigger.node.ts'],
		['v1', 'v2', 'actionNode'],
		'The trigger imports shared/ alone: move what a node version also needs into shared/.',
	),
	forbid(
		['credentials/**/*.ts'],
		['v1', 'v2', 'trigger', 'nodeFiles'],
		'The credential may use shared/ (e.g. the Base URL rule), never a node version or the trigger.',
	),
];
