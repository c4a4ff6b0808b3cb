import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The shared data table (web/src/components/data-table): a toolbar with the page size, column
 * headers with sorting and a filter button, rows, and the pager with its "当前第 … 条" footer.
 * `scope` narrows it to one region when a page holds more than one table.
 */
export class DataTable {
  private readonly root: Locator;

  constructor(
    private readonly page: Page,
    scope?: Locator,
  ) {
    this.root = scope ?? page.locator('body');
  }

  readonly rows = () => this.root.locator('.ant-table-tbody').getByRole('row');
  /** The row whose accessible name (its cells' text) matches. */
  readonly row = (text: string | RegExp) => this.root.getByRole('row', { name: text });
  readonly header = (name: string | RegExp) => this.root.getByRole('columnheader', { name });
  /** The footer "当前第 X - Y 条，共 N 条，第 P / M 页". */
  readonly countText = () => this.root.locator('.ant-pagination-total-text');
  /** The filter dropdown now open. */
  readonly openFilter = () => this.page.locator('.ant-dropdown:not(.ant-dropdown-hidden) > .ant-table-filter-dropdown');

  /** The first load has ended: no skeleton, no spinner. */
  async waitLoaded() {
    await expect(this.root.locator('.ant-table')).toBeVisible();
    await expect(this.root.getByRole('status', { name: '正在加载...' })).toHaveCount(0);
    await expect(this.root.locator('.ant-table .ant-skeleton, .ant-table .ant-spin-spinning')).toHaveCount(0);
  }

  async expectRow(text: string | RegExp) {
    await expect(this.row(text).first()).toBeVisible();
  }

  async expectNoRow(text: string | RegExp) {
    await expect(this.row(text)).toHaveCount(0);
  }

  async expectCount(text: string | RegExp) {
    await expect(this.countText()).toHaveText(text);
  }

  /** Opens a column's filter; `column` is matched at the start of the header's name. */
  async openColumnFilter(column: string) {
    await this.header(new RegExp(`^${column}`))
      .getByRole('button')
      .click();
    await expect(this.openFilter()).toBeVisible();
    return this.openFilter();
  }

  /** A text filter: types the keyword and applies it with Enter; the dropdown closes. */
  async filterText(column: string, keyword: string) {
    const dropdown = await this.openColumnFilter(column);
    const box = dropdown.getByPlaceholder('输入关键字');
    await box.fill(keyword);
    await box.press('Enter');
    await expect(box).toBeHidden();
  }

  /** A select or dictionary filter: picks the option by its title and applies it with 搜索. */
  async filterSelect(column: string, option: string) {
    const dropdown = await this.openColumnFilter(column);
    await dropdown.locator('.ant-select').click();
    await this.selectOptions().getByTitle(option, { exact: true }).click();
    await this.applyFilter();
  }

  /** The open filter's 搜索 button. */
  async applyFilter() {
    const dropdown = this.openFilter();
    await dropdown.getByRole('button', { name: /搜\s*索/ }).click();
    await expect(dropdown).toBeHidden();
  }

  /** The options of the select dropdown now open. */
  selectOptions() {
    return this.page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  }

  /** Clicks a sortable header once: ascending, then descending, then unsorted. */
  async sortBy(column: string) {
    const header = this.header(new RegExp(`^${column}`));
    const before = await header.getAttribute('aria-sort');
    await header.locator('.ant-table-column-sorters').click();
    await expect(header).not.toHaveAttribute('aria-sort', before ?? '');
  }

  async nextPage() {
    await this.root.locator('.ant-pagination-next').click();
  }

  async goToPage(n: number) {
    await this.root.locator(`.ant-pagination-item-${n}`).click();
    await expect(this.root.locator(`.ant-pagination-item-${n}`)).toHaveClass(/ant-pagination-item-active/);
  }

  /** The toolbar's 每页条数 select: a number or '全部'. */
  async setPageSize(size: number | '全部') {
    await this.root.getByRole('combobox', { name: '每页条数' }).click();
    await this.selectOptions().getByTitle(String(size), { exact: true }).click();
  }
}
