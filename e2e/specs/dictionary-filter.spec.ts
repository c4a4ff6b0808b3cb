import { expect, type Page, test } from '@playwright/test';
import { LoginPage } from '../pages/login-page';
import { Shell } from '../pages/shell';

/** The options of the select dropdown now open. */
const openDropdown = (page: Page) => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');

// The dictionary's own item table filters find a new item, and the pickers that read the same
// dictionary offer it: 公司性质 on the organisation form, 性别 in the user table's filter.
test('a new dictionary item is found by the item filters and offered where the dictionary is read', async ({
  page,
}) => {
  const key = `mixed_${Date.now().toString(36)}`;
  const value = '混合所有制企业';

  await new LoginPage(page).goto();
  await new LoginPage(page).signIn('admin');
  await expect(page).toHaveURL('/home');
  const shell = new Shell(page);
  await shell.switchOwner('平台配置中心');
  await expect(page).toHaveURL('/config/home');
  await shell.openFromMenu('数据字典');
  await expect(page).toHaveURL('/config/basis/library');

  // The dictionary 公司性质 (company_nature) and its seven platform items.
  const nature = page.getByRole('button', { name: /公司性质/ });
  await expect(nature).toContainText('7 项');
  await nature.click();
  await expect(nature).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('row', { name: /国有企业/ })).toBeVisible();

  await page.getByRole('button', { name: '新增选项' }).click();
  const dialog = page.getByRole('dialog', { name: '新增字典选项 · 公司性质' });
  await expect(dialog.getByLabel('适用范围')).toBeVisible();
  await dialog.getByLabel('选项').fill(key);
  await dialog.getByLabel('值').fill(value);
  await dialog.getByLabel('排序').fill('75');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('已保存', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(nature).toContainText('8 项');
  await expect(page.getByRole('row', { name: new RegExp(value) })).toContainText(key);

  // The item table's value filter finds it alone.
  await page.getByRole('columnheader', { name: /^值/ }).getByRole('button').click();
  await page.getByPlaceholder('输入关键字').fill('混合');
  await page.getByPlaceholder('输入关键字').press('Enter');
  await expect(page.getByPlaceholder('输入关键字')).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(value) })).toBeVisible();
  await expect(page.getByRole('row', { name: /国有企业/ })).toHaveCount(0);
  await expect(page.getByText('当前第 1 - 1 条，共 1 条，第 1 / 1 页')).toBeVisible();

  // The scope filter offers 平台 and each owner; 平台 keeps the new platform item.
  await page
    .getByRole('columnheader', { name: /^适用范围/ })
    .getByRole('button')
    .click();
  const scopeFilter = page.locator('.ant-table-filter-dropdown:not(.ant-dropdown-hidden)');
  await scopeFilter.locator('.ant-select').click();
  await expect(openDropdown(page).getByTitle('平台', { exact: true })).toBeVisible();
  await expect(openDropdown(page).getByTitle(/华东能源工程项目部/)).toBeVisible();
  await openDropdown(page).getByTitle('平台', { exact: true }).click();
  await scopeFilter.getByRole('button', { name: /搜\s*索/ }).click();
  await expect(page.getByRole('row', { name: new RegExp(value) })).toContainText('平台');

  // The organisation form reads 公司性质 as its picker: the new item is among its options.
  await shell.openFromMenu('组织机构');
  await expect(page).toHaveURL(/\/config\/project\/organization/);
  await page.getByLabel('业主').click();
  await openDropdown(page).getByText('华东能源工程项目部').click();
  await expect(page).toHaveURL(/owner=hdny/);
  await page.getByRole('button', { name: '新增组织' }).click();
  const orgDialog = page.getByRole('dialog', { name: '新增组织' });
  await orgDialog.getByLabel('公司性质').click();
  const natureOptions = openDropdown(page);
  await expect(natureOptions.getByTitle('国有企业')).toBeVisible();
  await natureOptions.getByTitle(value).scrollIntoViewIfNeeded();
  await expect(natureOptions.getByTitle(value)).toBeVisible();
  await page.keyboard.press('Escape');
  await orgDialog.getByRole('button', { name: /取\s*消/ }).click();
  await expect(orgDialog).toBeHidden();

  // A new item of 性别 (gender) is offered by the user table's gender filter.
  const genderValue = `其他${Date.now().toString(36).slice(-3)}`;
  await shell.openFromMenu('数据字典');
  const gender = page.getByRole('button', { name: /性别/ });
  await gender.click();
  await expect(gender).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: '新增选项' }).click();
  const genderDialog = page.getByRole('dialog', { name: '新增字典选项 · 性别' });
  await genderDialog.getByLabel('选项').fill(`other_${Date.now().toString(36)}`);
  await genderDialog.getByLabel('值').fill(genderValue);
  await genderDialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(genderDialog).toBeHidden();

  // Leave admin where the other journeys expect it, and look at the user table there.
  await shell.switchOwner('华东能源工程项目部');
  await expect(page).toHaveURL('/home');
  await page.goto('/default/dashboard/usertable');
  await page.getByRole('columnheader', { name: /^性别/ }).getByRole('button').click();
  const genderFilter = page.locator('.ant-table-filter-dropdown:not(.ant-dropdown-hidden)');
  await genderFilter.locator('.ant-select').click();
  await expect(openDropdown(page).getByTitle('男', { exact: true })).toBeVisible();
  await expect(openDropdown(page).getByTitle(genderValue, { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
});
