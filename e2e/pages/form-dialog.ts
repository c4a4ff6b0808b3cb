import { expect, type Locator, type Page } from '@playwright/test';
import { expectNotice } from './notices';
import { choose, openDropdowns } from './select';

const SAVE = /保\s*存/;
const CANCEL = /取\s*消/;

/** A form dialog (web/src/components/form-dialog) found by its title. */
export class FormDialog {
  readonly root: Locator;

  constructor(
    private readonly page: Page,
    title: string | RegExp,
  ) {
    this.root = page.getByRole('dialog', { name: title });
  }

  readonly field = (label: string, options: { exact?: boolean } = {}) => this.root.getByLabel(label, options);

  /**
   * Waits for the dialog to have opened and finished its zoom. While it zooms its fields move, and so
   * do the dropdowns aligned to them: a click on an option that moves between mouse down and up is no
   * click, and the choice is silently lost on a busy machine.
   */
  async expectOpen() {
    await expect(this.root).toBeVisible();
    await expect(this.root).not.toHaveClass(/ant-zoom/);
  }

  async fill(label: string, value: string, options: { exact?: boolean } = {}) {
    await this.expectOpen();
    await this.field(label, options).fill(value);
  }

  /** Fills several fields, label to value, in order. */
  async fillAll(values: Record<string, string>) {
    for (const [label, value] of Object.entries(values)) await this.fill(label, value);
  }

  /**
   * Opens a select field and picks the option by its title, once the dialog stands still and no other
   * dropdown is open or closing over the field; then checks that the field shows the choice.
   */
  async pick(label: string, option: string) {
    await this.expectOpen();
    await expect(openDropdowns(this.page)).toHaveCount(0);
    const shown = this.item(label).locator('.ant-select');
    await choose(this.page, {
      open: () => this.field(label).click(),
      option: (dropdown) => dropdown.getByTitle(option),
      chosen: () => expect(shown).toContainText(option, { timeout: 1_000 }),
    });
    await expect(openDropdowns(this.page)).toHaveCount(0);
  }

  /** The form item of a field, found by its exact label. */
  private item(label: string) {
    return this.root.locator('.ant-form-item').filter({ has: this.page.getByLabel(label, { exact: true }) });
  }

  /** Clicks the OK button (保存 unless the dialog names it otherwise). */
  async submit(name: string | RegExp = SAVE) {
    await this.root.getByRole('button', { name }).click();
  }

  async cancel() {
    await this.root.getByRole('button', { name: CANCEL }).click();
    await this.waitClosed();
  }

  /** An error under a field (or anywhere in the dialog when the field is not named). */
  async expectFieldError(text: string | RegExp, label?: string) {
    const scope = label ? this.item(label) : this.root;
    await expect(scope.locator('.ant-form-item-explain-error').filter({ hasText: text })).toBeVisible();
  }

  async waitClosed() {
    await expect(this.root).toBeHidden();
  }

  /** Submits and waits for the success banner and the dialog to close. */
  async save(banner: string, name: string | RegExp = SAVE) {
    await this.submit(name);
    await expectNotice(this.page, banner);
    await this.waitClosed();
  }
}
