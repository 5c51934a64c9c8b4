/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test tooling: writes the folder of PDFs the example reads */
/**
 * The example "Keep the agent's knowledge equal to a folder of documents" (examples/sync-a-folder-of-pdfs.json)
 * as a user runs it, its folder path swapped for a folder of PDFs the test writes (n8n may read only that
 * folder): Read/Write Files from Disk, Extract From File (pdf.js) and Sync Files in a real n8n, run with `n8n
 * execute` on the folder as written, changed, unchanged and emptied, checked by what the Support Bot holds.
 */
import { mkdirSync, readdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IDataObject } from 'n8n-workflow';

import { SEED } from '../../simulator';
import { textPdf } from '../../fixtures/textPdf';
import { n8nLine, runDir } from '../harness/manifest';
import { describeRun, nodeJson } from '../harness/runData';
import type { WorkflowJson } from '../harness/workflows';
import { executeSucceeding, useN8n } from '../harness/useN8n';
import { example, READ_WRITE_FILE_TYPE } from '../harness/workflows';
import { requestLines } from './requestLines';

const AGENT = SEED.chatbots.support;
const SYNC = "Sync the Support Bot's files";
const READ = "Read the folder's PDFs";
const FILE_SOURCES = ['pdf', 'docx', 'image'];

/** The folder's files: name and lines of text (parentheses and a backslash test the PDF's escaping). */
type Folder = Record<string, string[]>;

const FIRST: Folder = {
	'opening-hours.pdf': ['Opening hours', 'Monday to Friday, 9:00 to 17:00.'],
	'returns-policy.pdf': ['Returns', 'Return any product within 30 days (in its box).'],
	'warranty.pdf': ['Warranty', 'Two years on every router, C:\\ drive excluded.'],
};

/** One PDF changed, one added, one removed. */
const CHANGED: Folder = {
	'opening-hours.pdf': FIRST['opening-hours.pdf'],
	'returns-policy.pdf': ['Returns', 'Return any product within 60 days (in its box).'],
	'shipping.pdf': ['Shipping', 'Orders ship within two business days.'],
};

/** The example with its folder swapped: its own file pattern, in `folder`. */
function withFolder(workflow: WorkflowJson, folder: string): WorkflowJson {
	const nodes = workflow.nodes.map((node) => {
		if (node.type !== READ_WRITE_FILE_TYPE) return node;
		const selector = String(node.parameters.fileSelector);
		expect(selector).toMatch(/\/\*\.pdf$/);
		const fileSelector = selector.replace(/^.*\//, `${folder}/`);
		return { ...node, parameters: { ...node.parameters, fileSelector } };
	});
	return { ...workflow, nodes };
}

export function folderSyncExampleSuite(major: 1 | 2): void {
	const setup = n8nLine(major);

	describe(`n8n ${setup.version}: the example keeping an agent's files equal to a folder of PDFs`, () => {
		const { workflow } = example('sync-a-folder-of-pdfs.json');
		const folder = join(runDir(), `n8n-${setup.version}-folder-sync-example`, 'documents');
		const under = useN8n(setup, 'folder-sync-example', {
			// n8n 2.x reads files only under ~/.n8n-files by default, and compares resolved paths.
			settings: () => {
				mkdirSync(folder, { recursive: true });
				return { N8N_RESTRICT_FILE_ACCESS_TO: realpathSync(folder) };
			},
			workflows: () => [withFolder(workflow, folder)],
			reset: false,
		});

		/** The folder holds exactly these PDFs. */
		function writeFolder(files: Folder) {
			for (const file of readdirSync(folder)) rmSync(join(folder, file));
			for (const [file, lines] of Object.entries(files)) {
				writeFileSync(join(folder, file), textPdf(lines));
			}
		}

		/** The agent's files as [title, text], sorted; the text as Extract From File joins a PDF's lines. */
		const held = () =>
			[...under.sim.store.dataSources.values()]
				.filter((d) => d.chatbotId === AGENT && FILE_SOURCES.includes(d.type))
				.map((d) => [d.title, d.content])
				.sort();
		const expected = (files: Folder) =>
			Object.entries(files)
				.map(([file, lines]) => [file, lines.join('\n')])
				.sort();
		const writes = () => requestLines(under.sim.requests.filter(({ method }) => method !== 'GET'));

		/** Runs the example on the folder as it is now; the sync's output items, by action and title, sorted. */
		async function run(): Promise<IDataObject[]> {
			under.sim.clearRequests();
			const data = await executeSucceeding(under, workflow.id);
			return nodeJson(data, SYNC).sort((a, b) => String(a.title).localeCompare(String(b.title)));
		}
		const summary = (items: IDataObject[]) => items.map((item) => [item.action, item.title]);
		const FILE_WRITE = 'POST /api/v2/data-sources/file';
		const BULK_DELETE = 'DELETE /api/v2/data-sources';

		it('first run: the Support Bot holds the PDFs of the folder, with their text, and no other file', async () => {
			writeFolder(FIRST);
			const manual = under.sim.store.dataSources.get(SEED.dataSources.pdf);
			expect(manual).toMatchObject({ chatbotId: AGENT, type: 'pdf' });
			const output = await run();
			expect(summary(output)).toEqual([
				['deleted', manual!.title],
				['added', 'opening-hours.pdf'],
				['added', 'returns-policy.pdf'],
				['added', 'warranty.pdf'],
			]);
			const added = output.filter((item) => item.action === 'added');
			expect(added.map((item) => item.fileType)).toEqual(['pdf', 'pdf', 'pdf']);
			expect(held()).toEqual(expected(FIRST));
			expect(writes().sort()).toEqual([BULK_DELETE, FILE_WRITE, FILE_WRITE, FILE_WRITE]);
		});

		it('changed folder: one file replaced, one added, one deleted', async () => {
			writeFolder(CHANGED);
			const output = await run();
			expect(summary(output)).toEqual([
				['unchanged', 'opening-hours.pdf'],
				['replaced', 'returns-policy.pdf'],
				['added', 'shipping.pdf'],
				['deleted', 'warranty.pdf'],
			]);
			expect(held()).toEqual(expected(CHANGED));
			expect(writes().sort()).toEqual([BULK_DELETE, FILE_WRITE, FILE_WRITE]);
		});

		it('unchanged folder: every file unchanged, only list reads sent', async () => {
			const before = held();
			const output = await run();
			const files = Object.keys(CHANGED).sort();
			expect(summary(output)).toEqual(files.map((file) => ['unchanged', file]));
			expect(writes()).toEqual([]);
			expect(held()).toEqual(before);
		});

		it('empty folder: the run stops at reading it, before any request, and the agent keeps its files', async () => {
			writeFolder({});
			under.sim.clearRequests();
			const { code, run: result } = await under.n8n.execute(workflow.id);
			expect(code).not.toBe(0);
			expect(describeRun(result)).toMatch(/^status error, error: No file\(s\) found/);
			expect(result.data.resultData.lastNodeExecuted).toBe(READ);
			expect(under.sim.requests).toEqual([]);
			expect(held()).toEqual(expected(CHANGED));
		});
	});
}
