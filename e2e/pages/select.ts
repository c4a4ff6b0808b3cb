import { expect, type Locator, type Page } from '@playwright/test';

/** The select dropdowns open now (a closing one gets the hidden class once its animation ends). */
export const openDropdowns = (page: Page) => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');

interface Choice {
  /** Opens the dropdown: clicks the field, or types into a searched one. */
  open(): Promise<void>;
  /** The option to click, within the open dropdown. */
  option(dropdown: Locator): Locator;
  /** Passes once the field shows the choice. */
  chosen(): Promise<void>;
}

/**
 * Picks an option of a select and checks that the field took it.
 *
 * On a busy machine the dropdown can vanish for an instant between the mouse going down on an option
 * and coming up (seen: mousedown on the option, mouseup and click on the form beneath), so the choice
 * is lost while the dropdown stays open. A lost choice is picked again until the field shows it.
 */
export async function choose(page: Page, { open, option, chosen }: Choice) {
  const dropdowns = openDropdowns(page);
  await open();
  await expect(async () => {
    if ((await dropdowns.count()) === 0) await open();
    await option(dropdowns).click({ timeout: 2_000 });
    await chosen();
  }).toPass({ timeout: 15_000 });
}

/**
 * Picks `option` in the select of the page's form item labelled `label` (outside a dialog: a page's
 * own form); `search` types the option's text first, for a select that searches the server.
 */
export async function pickLabelled(page: Page, label: string, option: string, { search = false } = {}) {
  const item = page.locator('.ant-form-item').filter({ has: page.locator('label').getByText(label, { exact: true }) });
  const field = item.locator('.ant-select');
  await choose(page, {
    open: async () => {
      await field.click();
      if (search) await field.locator('input').fill(option);
    },
    option: (dropdown) => dropdown.locator('.ant-select-item-option').filter({ hasText: option }).first(),
    chosen: () => expect(field).toContainText(option, { timeout: 1_000 }),
  });
}
