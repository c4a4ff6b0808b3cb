import { expect, test } from '../fixtures/test';
import { DataTable } from '../pages/data-table';
import { FormDialog } from '../pages/form-dialog';
import { confirmWithEnter, signInAs, snap } from '../pages/journey';
import { expectNotice } from '../pages/notices';
import { Shell } from '../pages/shell';

const shots = 'screenshots';

test("an owner's administrator keeps its ITP categories and takes back a platform default", async ({ page }) => {
  await signInAs(page, 'admin');
  const shell = new Shell(page);
  await shell.openFromMenu('检验类别设置', '系统设置');
  await expect(page).toHaveURL('/system/ipcg/index');
  const table = new DataTable(page);
  await table.waitLoaded();
  await table.expectRow(/H.*停止点.*Ⓗ/);

  await page.getByRole('button', { name: '新增类别' }).click();
  const dialog = new FormDialog(page, '新增检验类别');
  await dialog.fillAll({ 类别名称: '出厂见证', 计划符号: 'H', 实际符号: 'Ⓕ' });
  await dialog.submit();
  await expect(dialog.root.getByText('已有检验类别使用该计划符号')).toBeVisible();
  await dialog.fill('计划符号', 'FW');
  await dialog.submit();
  await expect(dialog.root).toBeHidden();
  await table.expectRow(/FW.*出厂见证.*Ⓕ/);

  // The demo equipment's inspection points use 巡检点, so it is kept; the owner renames it instead.
  await table
    .row(/巡检点/)
    .getByRole('button', { name: '删除' })
    .click();
  await confirmWithEnter(page, '确定删除检验类别「巡检点」（S）吗？');
  await expect(page.getByText(/该检验类别已在设备检验点中使用，不能删除/)).toBeVisible();
  await table
    .row(/巡检点/)
    .getByRole('button', { name: '编辑' })
    .click();
  const edit = new FormDialog(page, '编辑检验类别');
  await edit.fillAll({ 类别名称: '日常巡视', 计划符号: 'SV' });
  await edit.submit();
  await expect(edit.root).toBeHidden();
  await table.expectNoRow(/巡检点/);

  await page.getByRole('button', { name: '导入平台默认' }).click();
  await confirmWithEnter(page, /已有类别保持不变/);
  await expectNotice(page, '已导入 1 个检验类别');
  await table.expectRow(/S.*巡检点.*Ⓢ/);
  await snap(page, `${shots}/inspection-categories-zh.png`);

  await shell.switchOwner('平台配置中心');
  await shell.openFromMenu('检验类别', '配置中心');
  await expect(page).toHaveURL('/config/subject/ipcg');
  await expect(page.getByText(/这里维护的是平台默认的检验类别/)).toBeVisible();
  await table.waitLoaded();
  await table.expectRow(/W.*见证点.*Ⓦ/);
  await table.expectNoRow(/出厂见证/);
  await expect(page.getByRole('button', { name: '导入平台默认' })).toHaveCount(0);
  await snap(page, `${shots}/inspection-categories-config-zh.png`);
  await shell.switchOwner('华东能源工程项目部');
});
