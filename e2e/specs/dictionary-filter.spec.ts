import { expect, type Page, test } from '../fixtures/test';
import { DataTable } from '../pages/data-table';
import { FormDialog } from '../pages/form-dialog';
import { signInAs } from '../pages/journey';
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

  await signInAs(page, 'admin');
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
  const items = new DataTable(page);
  await items.waitLoaded();
  await items.expectRow(/国有企业/);

  await page.getByRole('button', { name: '新增选项' }).click();
  const dialog = new FormDialog(page, '新增字典选项 · 公司性质');
  await expect(dialog.field('适用范围')).toBeVisible();
  await dialog.fillAll({ 选项: key, 值: value, 排序: '75' });
  await dialog.save('已保存');
  await expect(nature).toContainText('8 项');
  await expect(items.row(new RegExp(value))).toContainText(key);

  // The item table's value filter finds it alone.
  await items.filterText('值', '混合');
  await items.expectRow(new RegExp(value));
  await items.expectNoRow(/国有企业/);
  await items.expectCount('当前第 1 - 1 条，共 1 条，第 1 / 1 页');

  // The scope filter offers 平台 and each owner; 平台 keeps the new platform item.
  const scopeFilter = await items.openColumnFilter('适用范围');
  await scopeFilter.locator('.ant-select').click();
  await expect(openDropdown(page).getByTitle('平台', { exact: true })).toBeVisible();
  await expect(openDropdown(page).getByTitle(/华东能源工程项目部/)).toBeVisible();
  await openDropdown(page).getByTitle('平台', { exact: true }).click();
  await items.applyFilter();
  await expect(items.row(new RegExp(value))).toContainText('平台');

  // The organisation form reads 公司性质 as its picker: the new item is among its options.
  await shell.openFromMenu('组织机构');
  await expect(page).toHaveURL(/\/config\/project\/organization/);
  await page.getByLabel('业主').click();
  await openDropdown(page).getByText('华东能源工程项目部').click();
  await expect(page).toHaveURL(/owner=hdny/);
  await page.getByRole('button', { name: '新增组织' }).click();
  const orgDialog = new FormDialog(page, '新增组织');
  await orgDialog.field('公司性质').click();
  const natureOptions = openDropdown(page);
  await expect(natureOptions.getByTitle('国有企业')).toBeVisible();
  await natureOptions.getByTitle(value).scrollIntoViewIfNeeded();
  await expect(natureOptions.getByTitle(value)).toBeVisible();
  await page.keyboard.press('Escape');
  await orgDialog.cancel();

  // A new item of 性别 (gender) is offered by the user table's gender filter.
  const genderValue = `其他${Date.now().toString(36).slice(-3)}`;
  await shell.openFromMenu('数据字典');
  const gender = page.getByRole('button', { name: /性别/ });
  await gender.click();
  await expect(gender).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: '新增选项' }).click();
  const genderDialog = new FormDialog(page, '新增字典选项 · 性别');
  await genderDialog.fillAll({ 选项: `other_${Date.now().toString(36)}`, 值: genderValue });
  await genderDialog.submit();
  await genderDialog.waitClosed();

  // Leave admin where the other journeys expect it, and look at the user table there.
  await shell.switchOwner('华东能源工程项目部');
  await expect(page).toHaveURL('/home');
  await page.goto('/default/dashboard/usertable');
  const genderFilter = await new DataTable(page).openColumnFilter('性别');
  await genderFilter.locator('.ant-select').click();
  await expect(openDropdown(page).getByTitle('男', { exact: true })).toBeVisible();
  await expect(openDropdown(page).getByTitle(genderValue, { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
});
