// Checks made before a release is published (publish.yml runs it first; run it yourself before tagging):
//   - the tag is `v` + package.json's version (e.g. v0.2.0 for 0.2.0), a semantic version;
//   - CHANGELOG.md has that version's section with its date: `## [0.2.0] - 2026-12-01`, as its newest
//     release, with nothing left under `## [Unreleased]` (a change written there would ship unannounced,
//     and a tag of an older version on a newer main would ship the newer work under the old number);
//   - package.json has no runtime dependencies and n8n-workflow as its only peer dependency (what n8n's
//     verification requires), and publishes with provenance to the public registry (publishConfig).
//
//   node scripts/release/check-release.mjs v0.2.0     (default: the tag in GITHUB_REF_NAME)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tag = process.argv[2] ?? process.env.GITHUB_REF_NAME ?? '';
const packageJson = JSON.parse(fs.readFileSync(path.join(repoDir, 'package.json'), 'utf8'));
const changelog = fs.readFileSync(path.join(repoDir, 'CHANGELOG.md'), 'utf8');
const { version } = packageJson;
const problems = [];

const SEMVER = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;
if (!SEMVER.test(version))
	problems.push(`package.json's version "${version}" is not a semantic version`);
if (tag !== `v${version}`) {
	problems.push(
		`the tag "${tag}" is not v${version}, package.json's version: bump it (npm version ${tag.replace(/^v/, '') || '<version>'} --no-git-tag-version), commit, then tag that commit`,
	);
}

const escaped = version.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const heading = changelog.match(new RegExp(`^## \\[${escaped}\\](.*)$`, 'm'));
if (!heading) {
	problems.push(`CHANGELOG.md has no "## [${version}] - YYYY-MM-DD" section`);
} else if (!/^ - \d{4}-\d{2}-\d{2}\s*$/.test(heading[1])) {
	problems.push(
		`CHANGELOG.md's heading "${heading[0]}" has no release date: write "## [${version}] - YYYY-MM-DD"`,
	);
}

const releases = [...changelog.matchAll(/^## \[(\d[^\]]*)\]/gm)].map((match) => match[1]);
if (heading && releases[0] !== version) {
	problems.push(
		`CHANGELOG.md's newest release is ${releases[0]}, not ${version}: the tag would publish newer work under an older version`,
	);
}
const unreleased = changelog.match(/^## \[Unreleased\][^\n]*\n([\s\S]*?)(?=^## |^\[|(?![\s\S]))/m);
if (unreleased && unreleased[1].trim() !== '') {
	problems.push(
		`CHANGELOG.md's "## [Unreleased]" section is not empty: those changes are not in ${version}; release them as a new version (rename the section to "## [<version>] - YYYY-MM-DD" and put an empty one above it)`,
	);
}

const dependencies = Object.keys(packageJson.dependencies ?? {});
if (dependencies.length > 0) {
	problems.push(
		`package.json has runtime dependencies (${dependencies.join(', ')}): n8n verifies none`,
	);
}
const peers = Object.keys(packageJson.peerDependencies ?? {});
if (peers.join() !== 'n8n-workflow') {
	problems.push(
		`package.json's peer dependencies are ${peers.join(', ') || 'none'}, not n8n-workflow alone`,
	);
}
const { publishConfig = {} } = packageJson;
if (publishConfig.provenance !== true || publishConfig.access !== 'public') {
	problems.push('package.json needs "publishConfig": { "access": "public", "provenance": true }');
}

if (problems.length > 0) {
	for (const problem of problems) console.error(`[release] ERROR: ${problem}`);
	process.exit(1);
}
console.log(`[release] ${packageJson.name}@${version} is ready to publish from tag ${tag}`);
