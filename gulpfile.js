// Copies the node and credential icons beside the compiled files, where n8n looks for them.
const { src, dest, task } = require('gulp');

task('build:icons', () =>
	src(['nodes/**/*.{png,svg}', 'credentials/**/*.{png,svg}'], { base: '.', encoding: false }).pipe(
		dest('dist'),
	),
);
