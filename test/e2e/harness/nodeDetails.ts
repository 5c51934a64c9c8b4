/**
 * The fields of the open node details view (NDV), as a user sees them: a field's label, which fields are shown,
 * the options of its dropdown (loaded from the node's `loadOptions` ones too) as drawn, picking one, the notices,
 * a collection's "Add option". Selectors are n8n's own, read from the DOM of n8n 2.41.1: `parameter-input-<name>`
 * for a field's input, `<label for="<name>">` for its label, Element Plus's `el-select` for dropdowns.
 */
import type { Locator, Page } from 'playwright-core';

import { inPage } from '../../../scripts/browser/editorSession';

/** The NDV, a modal over the canvas. */
export const NODE_DETAILS = '[data-test-id="ndv"]';
/** Its parameters; the Settings tab's stay in the DOM, hidden, so every check below looks at visible ones. */
export const PARAMETERS = `${NODE_DETAILS} [data-test-id="node-parameters"]`;

const input = (name: string) => `${PARAMETERS} [data-test-id="parameter-input-${name}"]`;
/** The label's title: the label holds the field's action buttons too ("Fixed", "Expression"). */
const label = (name: string) => `${PARAMETERS} label[for="${name}"] .n8n-text`;
/** The rows of an open "Add option" list of a collection. */
const OFFERED_OPTION = '[data-test-id="collection-parameter-option"]:visible';

/** The label of the field `name` if the field is shown (its input, or a collection's box), else null. */
export async function fieldLabel(page: Page, name: string): Promise<string | null> {
	const title = page.locator(label(name)).first();
	if (!(await title.isVisible())) return null;
	return (await title.innerText()).trim();
}

/** Whether the input of the field `name` is shown. */
export async function inputShown(page: Page, name: string): Promise<boolean> {
	return await page.locator(input(name)).isVisible();
}

/** The names of the fields shown, top to bottom: the `for` of each visible label (nested fields' too). */
export async function shownFieldNames(page: Page): Promise<string[]> {
	return await inPage<string[]>(
		page,
		`(selector) => [...document.querySelectorAll(selector)]
			.filter((label) => label.checkVisibility())
			.map((label) => label.getAttribute('for'))`,
		`${PARAMETERS} label[for]`,
	);
}

/**
 * The selector of the list of the field's dropdown: its combobox names it in `aria-controls` (Element Plus
 * renders the list at the end of the page, apart from the field).
 */
async function dropdownSelector(page: Page, name: string): Promise<string> {
	const combobox = page.locator(`${input(name)} [role="combobox"][aria-controls]`).first();
	const id = await combobox.getAttribute('aria-controls', { timeout: 10_000 });
	if (!id) throw new Error(`the field "${name}" has no dropdown`);
	return `[id="${id}"]`;
}

async function dropdownList(page: Page, name: string): Promise<Locator> {
	return page.locator(await dropdownSelector(page, name));
}

/**
 * Opens the dropdown of the field `name` and returns the names of its options, top to bottom, once it lists
 * some (options of a `loadOptions` method come from the node's service, a moment later); it stays open.
 */
export async function openDropdown(page: Page, name: string): Promise<string[]> {
	const list = await dropdownList(page, name);
	// A field that has just appeared (shown by another field's choice) may let the first click pass.
	for (let attempt = 1; !(await list.isVisible()); attempt++) {
		if (attempt > 3) throw new Error(`the dropdown of "${name}" did not open in 3 clicks`);
		await page.click(input(name), { timeout: 10_000 });
		await list.waitFor({ state: 'visible', timeout: 3_000 }).catch(() => undefined);
	}
	const headlines = list.locator('.el-select-dropdown__item .option-headline');
	await headlines.first().waitFor({ state: 'visible', timeout: 15_000 });
	return (await headlines.allInnerTexts()).map((text) => text.trim());
}

/** An option of a dropdown as drawn: its name and description, and how many lines each takes. */
export interface DropdownEntry {
	name: string;
	description: string;
	nameLines: number;
	/** 0 without a description. */
	descriptionLines: number;
	/** Whether n8n cut the description short (it shows two lines at most, then "..."). */
	cut: boolean;
}

/**
 * Opens the dropdown of the field `name` and returns its options as drawn, top to bottom; it stays open. A
 * text's lines are its layout height over its line height (the height on screen is scaled while the list opens).
 */
export async function dropdownEntries(page: Page, name: string): Promise<DropdownEntry[]> {
	await openDropdown(page, name);
	return await inPage<DropdownEntry[]>(
		page,
		`(selector) => [...document.querySelectorAll(selector)].map((item) => {
			const text = (el) => (el ? el.innerText.replace(/\\s+/g, ' ').trim() : '');
			const lines = (el) =>
				el ? Math.round(el.offsetHeight / parseFloat(getComputedStyle(el).lineHeight)) : 0;
			const headline = item.querySelector('.option-headline');
			const description = item.querySelector('.option-description');
			return {
				name: text(headline),
				description: text(description),
				nameLines: lines(headline),
				descriptionLines: lines(description),
				cut: Boolean(description) && description.scrollHeight > description.clientHeight + 1,
			};
		})`,
		`${await dropdownSelector(page, name)} .el-select-dropdown__item`,
	);
}

/** Closes the open dropdown of the field `name` (Escape closes the dropdown only, not the NDV). */
export async function closeDropdown(page: Page, name: string): Promise<void> {
	const list = await dropdownList(page, name);
	await page.keyboard.press('Escape');
	await list.waitFor({ state: 'hidden', timeout: 5_000 });
}

/** Picks `option` (its name as listed) in the dropdown of the field `name`. */
export async function choose(page: Page, name: string, option: string): Promise<void> {
	const options = await openDropdown(page, name);
	if (!options.includes(option)) {
		throw new Error(`the field "${name}" offers no "${option}"; it offers: ${options.join(', ')}`);
	}
	const list = await dropdownList(page, name);
	const headline = list.locator(`.option-headline:text-is(${JSON.stringify(option)})`);
	await headline.first().click();
	await list.waitFor({ state: 'hidden', timeout: 5_000 });
}

/** Whether the fields show `text` anywhere (labels, values, notices). */
export async function textShown(page: Page, text: string): Promise<boolean> {
	return (await page.locator(PARAMETERS).innerText()).includes(text);
}

/** The texts of the notices shown among the fields. */
export async function notices(page: Page): Promise<string[]> {
	const texts = await page.locator(`${PARAMETERS} .notice[role="alert"]:visible`).allInnerTexts();
	return texts.map((text) => text.replace(/\s+/g, ' ').trim());
}

/** The box of the collection `name` (e.g. "options"): its label and what was added to it. */
function collection(page: Page, name: string): Locator {
	return page
		.locator(`${PARAMETERS} [data-test-id="parameter-item"]`, {
			has: page.locator(`label[for="${name}"]`),
		})
		.first();
}

/**
 * Clicks "Add option" of the collection `name` and returns the options it offers. With one option n8n shows a
 * button that adds it at once: then that option's label, read from the field it added to the collection.
 */
export async function addCollectionOption(page: Page, name: string): Promise<string[]> {
	const box = collection(page, name);
	await box.scrollIntoViewIfNeeded({ timeout: 10_000 });
	const add = box.locator('[data-test-id="collection-parameter-add"]');
	const oneOption = (await add.getAttribute('type', { timeout: 10_000 })) === 'button';
	const fieldsBefore = await box.locator('label[for]').count();
	await add.click({ timeout: 10_000 });
	if (oneOption) {
		// The added field's label joins the collection's own.
		const labels = box.locator('label[for]');
		await labels.nth(fieldsBefore).waitFor({ state: 'visible', timeout: 10_000 });
		return [(await labels.nth(fieldsBefore).locator('.n8n-text').first().innerText()).trim()];
	}
	const offered = page.locator(OFFERED_OPTION);
	await offered.first().waitFor({ state: 'visible', timeout: 10_000 });
	return (await offered.allInnerTexts()).map((text) => text.trim());
}

/**
 * The options "Add option" of the collection `name` offers now, its list closed again (a collection of several
 * options: with one, n8n's button adds it at once).
 */
export async function offeredOptions(page: Page, name: string): Promise<string[]> {
	const add = collection(page, name).locator('[data-test-id="collection-parameter-add"]');
	if ((await add.getAttribute('type', { timeout: 10_000 })) === 'button') {
		throw new Error(`"${name}" has one option: its button would add it`);
	}
	const offered = await addCollectionOption(page, name);
	// Escape closes the list only: the collection keeps the key from the NDV.
	await page.keyboard.press('Escape');
	await page.locator(OFFERED_OPTION).first().waitFor({ state: 'hidden', timeout: 5_000 });
	return offered;
}

/** Adds `option` to the collection `name` through its "Add option" list (several options offered). */
export async function addOption(page: Page, name: string, option: string): Promise<void> {
	const offered = await addCollectionOption(page, name);
	if (!offered.includes(option)) {
		throw new Error(`"${name}" offers no "${option}"; it offers: ${offered.join(', ')}`);
	}
	await page.locator(OFFERED_OPTION, { hasText: option }).first().click({ timeout: 10_000 });
}

/**
 * The description of the field `name` as a user reads it: hovering the label shows its help icon, and hovering
 * the icon opens a tooltip (Reka UI's, in a popper wrapper at the end of the page).
 */
export async function fieldTooltip(page: Page, name: string): Promise<string> {
	const title = page.locator(`${PARAMETERS} label[for="${name}"]`).first();
	await title.hover({ timeout: 10_000 });
	await title.locator('[data-icon="circle-help"]').hover({ timeout: 10_000 });
	const tooltip = page.locator('[data-reka-popper-content-wrapper]:visible').first();
	await tooltip.waitFor({ state: 'visible', timeout: 10_000 });
	return (await tooltip.innerText()).replace(/\s+/g, ' ').trim();
}

/** The value in the input of the field `name`. */
export async function inputValue(page: Page, name: string): Promise<string> {
	return await page
		.locator(`${input(name)} input`)
		.first()
		.inputValue({ timeout: 10_000 });
}
