// The examples of <dir> not yet in <list file> (one workflow ID a line), written inactive to <out file> for
// `n8n import:workflow`; prints their IDs. Used by scripts/n8n/examples.sh.
const fs = require('fs');
const path = require('path');

const [dir, listFile, outFile] = process.argv.slice(2);
const done = new Set(
	fs.existsSync(listFile) ? fs.readFileSync(listFile, 'utf8').split('\n').filter(Boolean) : [],
);
const fresh = fs
	.readdirSync(dir)
	.filter((file) => file.endsWith('.json'))
	.sort()
	.map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')))
	.filter((workflow) => workflow.id && !done.has(workflow.id))
	.map((workflow) => ({ ...workflow, active: false }));
fs.writeFileSync(outFile, JSON.stringify(fresh));
process.stdout.write(fresh.map((workflow) => workflow.id).join(' '));
