// The package's build (`npm run build`, after the type check): the code bundled into one file, the entry files
// package.json's `n8n` section names, and what n8n reads beside them.
//
// - dist/livechatai.js: the node, the trigger and the credential with everything they import, as one CommonJS
//   file (esbuild; n8n-workflow stays a require of the peer dependency). Whitespace and syntax are minified,
//   names are kept: n8n's errors and stack traces name the package's own functions and classes.
// - dist/nodes/LiveChatAi/LiveChatAi.node.js, LiveChatAiTrigger.node.js and
//   dist/credentials/LiveChatAiApi.credentials.js: n8n requires each and takes the class named as the file;
//   each re-exports that class from the bundle.
// - beside them, as n8n looks for them next to the file it loaded: the node and credential icons, and the
//   nodes' codex files (*.node.json: categories and documentation links).
const { mkdirSync, writeFileSync } = require('node:fs');
const { dirname, join, relative } = require('node:path');
const { src, dest, task, series } = require('gulp');
const esbuild = require('esbuild');

const BUNDLE = 'dist/livechatai.js';

/** The entry files n8n loads: their path (without .js), the source they come from and the class they export. */
const ENTRIES = [
	{
		file: 'dist/nodes/LiveChatAi/LiveChatAi.node',
		source: './nodes/LiveChatAi/LiveChatAi.node',
		name: 'LiveChatAi',
	},
	{
		file: 'dist/nodes/LiveChatAi/LiveChatAiTrigger.node',
		source: './nodes/LiveChatAi/LiveChatAiTrigger.node',
		name: 'LiveChatAiTrigger',
	},
	{
		file: 'dist/credentials/LiveChatAiApi.credentials',
		source: './credentials/LiveChatAiApi.credentials',
		name: 'LiveChatAiApi',
	},
];

task('build:bundle', async () => {
	await esbuild.build({
		stdin: {
			contents: ENTRIES.map(({ source, name }) => `export { ${name} } from '${source}';`).join(
				'\n',
			),
			resolveDir: __dirname,
			loader: 'ts',
			sourcefile: 'livechatai.ts',
		},
		outfile: BUNDLE,
		bundle: true,
		platform: 'node',
		format: 'cjs',
		target: 'es2022',
		external: ['n8n-workflow'],
		minifyWhitespace: true,
		minifySyntax: true,
		legalComments: 'none',
		tsconfig: 'tsconfig.build.json',
		logLevel: 'warning',
	});
	for (const { file, name } of ENTRIES) {
		const bundle = relative(dirname(file), BUNDLE).split('\\').join('/'); // ../../livechatai.js
		mkdirSync(dirname(file), { recursive: true });
		writeFileSync(
			join(__dirname, `${file}.js`),
			`"use strict";\nexports.${name} = require('${bundle}').${name};\n`,
		);
	}
});

task('build:assets', () =>
	src(['nodes/**/*.{png,svg}', 'nodes/**/*.node.json', 'credentials/**/*.{png,svg}'], {
		base: '.',
		encoding: false,
	}).pipe(dest('dist')),
);

task('build', series('build:bundle', 'build:assets'));
