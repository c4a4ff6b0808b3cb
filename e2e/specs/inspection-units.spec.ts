import { expect, test } from '../fixtures/test';
import { DataTable } from '../pages/data-table';
import { FormDialog } from '../pages/form-dialog';
import { signInAs, snap } from '../pages/journey';
import { Shell } from '../pages/shell';

test('an administrator keeps the inspection units and who works for each', async ({ page }) => {
  await signInAs(page, 'admin');
  await new Shell(page).openFromMenu('检验单位', '定制管理');
  await expect(page).toHaveURL('/custom/insUnit');
  const table = new DataTable(page);
  await table.waitLoaded();
  await table.expectRow(/华东电力设备监造中心.*电力设备监造甲级.*周工/);

  // A unit with people cannot be deleted, and the button says why.
  const keep = table.row(/华东电力设备监造中心/).getByRole('button', { name: '删除' });
  await expect(keep).toBeDisabled();
  await keep.hover({ force: true });
  await expect(page.getByRole('tooltip', { name: '还有 1 名检验人员，请先移出再删除' })).toBeVisible();

  await page.getByRole('button', { name: '新增单位' }).click();
  const dialog = new FormDialog(page, '新增检验单位');
  await dialog.fillAll({ 单位名称: '苏州热工研究院检测中心', 资质: 'CNAS 认可实验室', 联系人: '冯工' });
  await dialog.submit();
  await expect(dialog.root).toBeHidden();
  await table.expectRow(/苏州热工研究院检测中心.*CNAS/);

  await table
    .row(/苏州热工研究院检测中心/)
    .getByRole('button', { name: '人员' })
    .click();
  const people = new FormDialog(page, /苏州热工研究院检测中心.*的检验人员/);
  await people.expectOpen();
  await people.field('选择检验人员').click();
  const taken = page.locator('.ant-select-item-option-disabled', {
    hasText: '王检验（staff）（已属于华东电力设备监造中心）',
  });
  await expect(taken).toBeVisible();
  await snap(page, 'screenshots/inspection-unit-people-zh.png');
  await page.keyboard.press('Escape');
  await people.cancel();
  await expect(people.root).toBeHidden();
});

test('an inspector sees the units but cannot change them', async ({ page }) => {
  await signInAs(page, 'staff');
  await new Shell(page).openFromMenu('检验单位', '定制管理');
  const table = new DataTable(page);
  await table.waitLoaded();
  await table.expectRow(/华东电力设备监造中心/);
  await expect(page.getByRole('button', { name: '新增单位' })).toHaveCount(0);
  await expect(table.row(/华东电力设备监造中心/).getByRole('button')).toHaveCount(0);
});
