// Copies what n8n reads beside the compiled files: the node and credential icons, and the nodes' codex files
// (*.node.json: categories and documentation links).
const { src, dest, task } = require('gulp');

task('build:assets', () =>
	src(['nodes/**/*.{png,svg}', 'nodes/**/*.node.json', 'credentials/**/*.{png,svg}'], {
		base: '.',
		encoding: false,
	}).pipe(dest('dist')),
);
