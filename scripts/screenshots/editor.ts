/**
 * An example workflow in the n8n editor: show it zoomed to fit, take the picture, and say what the picture
 * shows wrong (nodes under the editor's controls, overlapping, with issues). Signing in and importing are
 * scripts/browser/editorSession.ts's; the page code is JavaScript text for the same reason as there.
 */
import type { Page } from 'playwright-core';

import type { EditorWorkflow } from '../browser/editorSession';
import { inPage } from '../browser/editorSession';

export type ExampleWorkflow = EditorWorkflow;

interface Box {
	left: number;
	top: number;
	right: number;
	bottom: number;
}

interface Layout {
	canvas: Box | null;
	nodes: Array<{ name: string; sticky: boolean; box: Box }>;
	edges: Array<{ name: string; points: Array<[number, number]> }>;
	controls: Array<{ name: string; box: Box }>;
}

export interface ShotReport {
	/** Names of the nodes the canvas marks with an issue (the red warning triangle). */
	nodesWithIssues: string[];
	/** Pairs of nodes (sticky notes aside) whose boxes overlap. */
	overlappingNodes: string[];
	/** Nodes and connections still under an editor control or outside the canvas after zooming out. */
	hiddenParts: string[];
	zoomOutSteps: number;
	/** What zoom to fit left under a control (the reason for zooming out). */
	hiddenAtFit: string[];
	dismissed: string[];
}

/** Controls floating over the canvas that must not hide a node. */
const CANVAS_CONTROLS = [
	'execute-workflow-button',
	'workflow-chat-button',
	'canvas-controls',
	'node-creator-plus-button',
	'command-bar-button',
	'add-sticky-button',
	'toggle-focus-panel-button',
	'instance-ai-canvas-action-button',
	'radio-button-workflow',
	'radio-button-executions',
	'radio-button-evaluation',
	'logs-panel',
];

/** Room kept free around each control, in pixels: a connection grazing a button looks hidden too. */
const CONTROL_MARGIN = 8;
const CONTROLS_ARG = { controlIds: CANVAS_CONTROLS, margin: CONTROL_MARGIN };

/**
 * In the page: the boxes of the canvas, of every node (with the text of its label and subtitle), of the
 * controls, and points along every connection.
 */
const MEASURE_LAYOUT = `({ controlIds, margin }) => {
	const box = (r) => ({ left: r.left, top: r.top, right: r.right, bottom: r.bottom });
	const visible = (el) =>
		el.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true });
	const canvasEl = document.querySelector('[data-test-id="canvas-wrapper"]');
	const nodes = [...document.querySelectorAll('.vue-flow__node')].map((el) => {
		const sticky = el.querySelector('[data-test-id="sticky"]') !== null;
		const named = el.querySelector('[data-node-name]');
		const name = named ? named.getAttribute('data-node-name') : el.getAttribute('data-id');
		const core = el.querySelector('[data-test-id="canvas-node"], [data-test-id="sticky"]') || el;
		const b = box(core.getBoundingClientRect());
		// Label, subtitle and output names sit outside the node box in wider containers: measure their text.
		// Toolbars and handles' plus buttons only show on hover.
		if (!sticky) {
			const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
			for (let text = walker.nextNode(); text; text = walker.nextNode()) {
				if (!text.textContent.trim() || !text.parentElement || !visible(text.parentElement)) continue;
				const range = document.createRange();
				range.selectNodeContents(text);
				const r = range.getBoundingClientRect();
				if (!r.width || !r.height) continue;
				b.left = Math.min(b.left, r.left);
				b.top = Math.min(b.top, r.top);
				b.right = Math.max(b.right, r.right);
				b.bottom = Math.max(b.bottom, r.bottom);
			}
		}
		return { name, sticky, box: b };
	});
	const edges = [...document.querySelectorAll('.vue-flow__edge')].map((el) => {
		const points = [];
		for (const path of el.querySelectorAll('path')) {
			if (!visible(path) || typeof path.getTotalLength !== 'function') continue;
			const matrix = path.getScreenCTM();
			const length = path.getTotalLength();
			for (let at = 0; at <= length; at += 6) {
				const p = path.getPointAtLength(at).matrixTransform(matrix);
				points.push([p.x, p.y]);
			}
		}
		return { name: el.getAttribute('data-id') || el.getAttribute('aria-label') || 'connection', points };
	});
	const controls = [];
	for (const id of controlIds) {
		for (const el of document.querySelectorAll('[data-test-id="' + id + '"]')) {
			const r = el.getBoundingClientRect();
			if (!r.width || !r.height || !visible(el)) continue;
			controls.push({
				name: id,
				box: { left: r.left - margin, top: r.top - margin, right: r.right + margin, bottom: r.bottom + margin },
			});
		}
	}
	return { canvas: canvasEl ? box(canvasEl.getBoundingClientRect()) : null, nodes, edges, controls };
}`;

/** In the page: names of the nodes the canvas shows with an issue. */
const NODES_WITH_ISSUES = `() =>
	[...document.querySelectorAll('[data-test-id="canvas-node"]')]
		.filter((el) => el.querySelector('[data-test-id="node-issues"]'))
		.map((el) => el.getAttribute('data-node-name'))`;

/** In the page: closes toasts and notices; returns what they said. */
const DISMISS_POPUPS = `() => {
	const closed = [];
	for (const toast of document.querySelectorAll('.el-notification')) {
		const button = toast.querySelector('.el-notification__closeBtn');
		if (!button) continue;
		closed.push('toast: ' + toast.textContent.trim().slice(0, 120));
		button.click();
	}
	for (const dialog of document.querySelectorAll('.el-overlay .el-dialog, [role="dialog"]')) {
		const button = dialog.querySelector('.el-dialog__headerbtn, [aria-label="Close"], [data-test-id*="close"]');
		if (!button || !dialog.checkVisibility()) continue;
		closed.push('dialog: ' + dialog.textContent.trim().slice(0, 120));
		button.click();
	}
	return closed;
}`;

const intersects = (a: Box, b: Box) =>
	a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

const inside = (a: Box, outer: Box) =>
	a.left >= outer.left && a.right <= outer.right && a.top >= outer.top && a.bottom <= outer.bottom;

/** "Source > Target" for vue-flow's edge id `[<source id>/outputs/main/0][<target id>/inputs/main/0]`. */
function connectionName(edgeId: string, workflow: ExampleWorkflow): string {
	const name = (id: string) => workflow.nodes.find((node) => node.id === id)?.name ?? id;
	const match = /^\[([^/\]]+)\/[^\]]*\]\[([^/\]]+)\//.exec(edgeId);
	return match ? `${name(match[1])} > ${name(match[2])}` : edgeId;
}

function hiddenParts(layout: Layout): string[] {
	const hidden: string[] = [];
	for (const node of layout.nodes) {
		const under = layout.controls.find((control) => intersects(node.box, control.box));
		if (under) hidden.push(`${node.name} (under ${under.name})`);
		else if (layout.canvas && !inside(node.box, layout.canvas))
			hidden.push(`${node.name} (cut off)`);
	}
	for (const edge of layout.edges) {
		const hit = (box: Box) =>
			edge.points.some(([x, y]) => x > box.left && x < box.right && y > box.top && y < box.bottom);
		const under = layout.controls.find((control) => hit(control.box));
		if (under) hidden.push(`connection ${edge.name} (under ${under.name})`);
	}
	return hidden;
}

function overlappingNodes(layout: Layout): string[] {
	const nodes = layout.nodes.filter((node) => !node.sticky);
	const pairs: string[] = [];
	for (let i = 0; i < nodes.length; i++) {
		for (let j = i + 1; j < nodes.length; j++) {
			if (intersects(nodes[i].box, nodes[j].box)) pairs.push(`${nodes[i].name} / ${nodes[j].name}`);
		}
	}
	return pairs;
}

async function settle(page: Page) {
	// Out of the way of tooltips and hover toolbars: the empty middle of the header.
	await page.mouse.move((page.viewportSize()?.width ?? 800) / 2, 8);
	await page.waitForTimeout(800);
}

/** Opens the workflow, zooms to fit (further out while a control hides a node) and saves the picture. */
export async function screenshotWorkflow(
	page: Page,
	editorUrl: string,
	id: string,
	workflow: ExampleWorkflow,
	file: string,
): Promise<ShotReport> {
	await page.goto(`${editorUrl}/workflow/${id}`, { timeout: 60_000 });
	const nodeCount = workflow.nodes.filter((n) => n.type !== 'n8n-nodes-base.stickyNote').length;
	const stickyCount = workflow.nodes.length - nodeCount;
	await page.waitForFunction(
		`document.querySelectorAll('[data-test-id="canvas-node"]').length === ${nodeCount} &&
		 document.querySelectorAll('[data-test-id="sticky"]').length === ${stickyCount}`,
		null,
		{ timeout: 60_000 },
	);
	await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
	await page.evaluate('document.fonts.ready');

	const dismissed = await inPage<string[]>(page, DISMISS_POPUPS);
	await page.keyboard.press('Escape');
	await page.click('[data-test-id="zoom-to-fit"]', { timeout: 10_000 });
	await settle(page);

	let zoomOutSteps = 0;
	const measure = async () => {
		const measured = await inPage<Layout>(page, MEASURE_LAYOUT, CONTROLS_ARG);
		for (const edge of measured.edges) edge.name = connectionName(edge.name, workflow);
		return measured;
	};
	let layout = await measure();
	const hiddenAtFit = hiddenParts(layout);
	while (hiddenParts(layout).length > 0 && zoomOutSteps < 3) {
		await page.click('[data-test-id="zoom-out-button"]', { timeout: 10_000 });
		zoomOutSteps++;
		await settle(page);
		layout = await measure();
	}
	dismissed.push(...(await inPage<string[]>(page, DISMISS_POPUPS)));
	if (dismissed.length > 0) await settle(page);

	await page.screenshot({ path: file, animations: 'disabled', caret: 'hide', timeout: 30_000 });
	return {
		nodesWithIssues: await inPage<string[]>(page, NODES_WITH_ISSUES),
		overlappingNodes: overlappingNodes(layout),
		hiddenParts: hiddenParts(layout),
		zoomOutSteps,
		hiddenAtFit,
		dismissed,
	};
}
