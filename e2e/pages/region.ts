import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Picks a region in a cascader by typing `search` and choosing the result that reads `path`
 * (安徽省 / 芜湖市 / 繁昌区): the way a user finds a district among three thousand.
 */
export async function pickRegion(page: Page, cascader: Locator, search: string, path: string) {
  await cascader.click();
  await cascader.locator('input').fill(search);
  const results = page.locator('.ant-cascader-dropdown:not(.ant-select-dropdown-hidden)');
  await results
    .getByRole('menuitemcheckbox', { name: path, exact: true })
    .or(results.getByTitle(path, { exact: true }))
    .first()
    .click();
  await expect(results).toBeHidden();
}
