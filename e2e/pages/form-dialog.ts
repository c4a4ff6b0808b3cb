import { expect, type Locator, type Page } from '@playwright/test';

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

  async expectOpen() {
    await expect(this.root).toBeVisible();
  }

  async fill(label: string, value: string, options: { exact?: boolean } = {}) {
    await this.field(label, options).fill(value);
  }

  /** Fills several fields, label to value, in order. */
  async fillAll(values: Record<string, string>) {
    for (const [label, value] of Object.entries(values)) await this.fill(label, value);
  }

  /** Opens a select field and picks the option by its title. */
  async pick(label: string, option: string) {
    await this.field(label).click();
    await this.page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle(option).click();
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
    const scope = label
      ? this.root.locator('.ant-form-item').filter({ has: this.page.getByLabel(label, { exact: true }) })
      : this.root;
    await expect(scope.locator('.ant-form-item-explain-error').filter({ hasText: text })).toBeVisible();
  }

  async waitClosed() {
    await expect(this.root).toBeHidden();
  }

  /** Submits and waits for the success banner and the dialog to close. */
  async save(banner: string, name: string | RegExp = SAVE) {
    await this.submit(name);
    await expect(this.page.getByText(banner, { exact: true }).first()).toBeVisible();
    await this.waitClosed();
  }
}
