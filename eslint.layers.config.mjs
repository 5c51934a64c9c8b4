// The import rule between the layers of nodes/LiveChatAi (ARCHITECTURE.md, "The layers and the import rule"):
// v1, v2 and the trigger import shared/ and never each other; shared/ imports none of them; the credential imports
// no node version. n8n-node lint's strict mode wants eslint.config.mjs to stay n8n's default, so these rules live
// here and `npm run lint` runs both.
import { config } from '@n8n/node-cli/eslint';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';

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
	// Within shared/: the list readers, built on transport (which therefore never imports them).
	lists: ['**/lists', '**/lists/**'],
};

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
			'no-restricted-imports': ['error', { patterns: [[layers, why], ...also].map(pattern) }],
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
	forbid(['nodes/LiveChatAi/shared/**/*.ts'], ...SHARED),
	forbid(
		['nodes/LiveChatAi/shared/transport/**/*.ts'],
		['lists'],
		'shared/lists/ reads lists on top of transport: transport imports none of it (JSON shapes: transport/json.ts).',
		[SHARED],
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
