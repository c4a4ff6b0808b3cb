import { expect, test } from '../fixtures/test';
import { DataTable } from '../pages/data-table';
import { FormDialog } from '../pages/form-dialog';
import { confirmWithEnter, signInAs, snap } from '../pages/journey';
import { expectNotice } from '../pages/notices';
import { choose } from '../pages/select';
import { Shell } from '../pages/shell';

const shots = 'screenshots';

test('an administrator adds a device kind and writes its process route', async ({ page }) => {
  await signInAs(page, 'admin');
  await new Shell(page).openFromMenu('装置管理', '定制管理');
  await expect(page).toHaveURL('/custom/device');
  const table = new DataTable(page);
  await table.waitLoaded();
  await table.expectRow(/GIS 组合电器/);

  await page.getByRole('button', { name: '新增装置' }).click();
  const dialog = new FormDialog(page, '新增装置');
  await dialog.expectOpen();
  await dialog.fill('代号', '电缆');
  await dialog.submit();
  await expect(dialog.root.getByText('请输入装置名称')).toBeVisible();
  await expect(dialog.root.getByText(/代号须以字母或数字开头/)).toBeVisible();
  await dialog.fillAll({ 装置名称: '电力电缆', 代号: 'DL', 说明: '220 kV 交联聚乙烯绝缘电缆' });
  await dialog.submit();
  await expect(dialog.root).toBeHidden();
  await table.expectRow(/电力电缆/);

  await table
    .row(/电力电缆/)
    .getByRole('button', { name: '工序' })
    .click();
  await expect(page).toHaveURL(/\/process\/control\?device=\d+$/);
  await expect(page.getByText('该装置还没有工序')).toBeVisible();
  const steps = page.getByTestId('process-step');
  for (const name of ['导体绞合', '绝缘挤出', '例行试验']) {
    await page.getByRole('button', { name: '添加工序' }).click();
    await steps.last().getByLabel('工序名称').fill(name);
  }
  await steps.nth(2).getByLabel('说明').fill('局部放电、工频耐压');
  // A name given twice is caught before saving.
  await page.getByRole('button', { name: '添加工序' }).click();
  await steps.last().getByLabel('工序名称').fill('绝缘挤出');
  await page.getByRole('button', { name: '保存流程' }).click();
  await expect(page.getByText('工序名称重复').first()).toBeVisible();
  await steps.last().getByRole('button', { name: '移除' }).click();
  // 金属屏蔽 goes between extrusion and the tests.
  await page.getByRole('button', { name: '添加工序' }).click();
  await steps.last().getByLabel('工序名称').fill('金属屏蔽');
  await steps.last().getByRole('button', { name: '上移' }).click();
  await expect(page.getByText('有未保存的修改')).toBeVisible();
  await snap(page, `${shots}/process-control-zh.png`);
  await page.getByRole('button', { name: '保存流程' }).click();
  await expectNotice(page, '流程已保存');
  await expect(page.getByText('有未保存的修改')).toBeHidden();

  await page.reload();
  await expect(steps).toHaveCount(4);
  const names = await steps
    .getByLabel('工序名称')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  expect(names).toEqual(['导体绞合', '绝缘挤出', '金属屏蔽', '例行试验']);

  await new Shell(page).openFromMenu('流程列表', '定制管理');
  const list = new DataTable(page);
  await list.waitLoaded();
  await list.expectRow(/电力电缆.*4.*例行试验.*局部放电/);
  await snap(page, `${shots}/process-list-zh.png`);

  await new Shell(page).openFromMenu('装置管理', '定制管理');
  await table.waitLoaded();
  await table
    .row(/电力电缆/)
    .getByRole('button', { name: '删除' })
    .click();
  await confirmWithEnter(page, '确定删除装置「电力电缆」吗？它的 4 道工序将一并删除，且无法恢复。');
  await expectNotice(page, '已删除');
  await table.expectNoRow(/电力电缆/);
});

test('an inspector reads the catalogue and its routes but cannot change them', async ({ page }) => {
  await signInAs(page, 'staff');
  await new Shell(page).openFromMenu('流程列表', '定制管理');
  const list = new DataTable(page);
  await list.waitLoaded();
  await list.expectRow(/主变压器.*1.*铁心叠装/);
  await expect(page.getByRole('button', { name: '编辑流程' })).toHaveCount(0);
  await expect(new Shell(page).sideMenu().getByRole('link', { name: '流程控制', exact: true })).toHaveCount(0);

  await new Shell(page).openFromMenu('装置管理', '定制管理');
  const table = new DataTable(page);
  await table.waitLoaded();
  await table.expectRow(/高压开关柜/);
  await expect(page.getByRole('button', { name: '新增装置' })).toHaveCount(0);
  await expect(table.row(/高压开关柜/).getByRole('button')).toHaveCount(0);

  await page.getByRole('button', { name: '语言' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('columnheader', { name: /^Device/ })).toBeVisible();
  await expect(new Shell(page).sideMenu()).toContainText('Customisation');
  await expect(page.locator('.ant-dropdown:not(.ant-dropdown-hidden)')).toHaveCount(0);
  await snap(page, `${shots}/devices-en.png`);
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: '简体中文' }).click();
  await expect(page.getByRole('columnheader', { name: /^装置名称/ })).toBeVisible();
});

test("the platform's catalogue is kept in the configuration centre and an owner imports kinds from it", async ({
  page,
}) => {
  await signInAs(page, 'admin');
  const shell = new Shell(page);
  await shell.switchOwner('平台配置中心');
  await shell.openFromMenu('专业设置', '配置中心');
  await expect(page).toHaveURL('/config/subject/index');
  await expect(page.getByText(/这里是平台的默认装置目录/)).toBeVisible();
  const table = new DataTable(page);
  await table.waitLoaded();
  await table.expectRow(/压力钢管.*YLGG/);
  await expect(page.getByRole('button', { name: '从平台导入' })).toHaveCount(0);
  await snap(page, `${shots}/config-subject-zh.png`);

  // 生产信息配置 edits the platform's routes: the gate gets a step before its coating.
  await shell.openFromMenu('生产信息配置', '配置中心');
  await expect(page).toHaveURL('/config/project/produce-info');
  // The list of kinds is virtual: the picker is searched, as a user with eleven kinds would.
  await choose(page, {
    open: () => page.getByLabel('装置').fill('闸门'),
    option: (dropdown) => dropdown.getByTitle('闸门及启闭机（ZM）'),
    chosen: () =>
      expect(page.locator('.ant-select').filter({ has: page.getByLabel('装置') })).toContainText('闸门及启闭机', {
        timeout: 1_000,
      }),
  });
  const steps = page.getByTestId('process-step');
  await expect(steps).toHaveCount(7);
  await page.getByRole('button', { name: '添加工序' }).click();
  await steps.last().getByLabel('工序名称').fill('水封安装');
  for (let i = 0; i < 2; i++) await steps.last().getByRole('button', { name: '上移' }).click();
  await page.getByRole('button', { name: '保存流程' }).click();
  await expectNotice(page, '流程已保存');
  await snap(page, `${shots}/config-produce-info-zh.png`);

  // The substation owner copies the gate with its new route, and the penstock.
  await shell.switchOwner('华东能源工程项目部');
  await shell.openFromMenu('装置管理', '定制管理');
  await page.getByRole('button', { name: '从平台导入' }).click();
  const dialog = page.getByRole('dialog', { name: '从平台默认装置导入' });
  await expect(dialog.getByRole('checkbox', { name: /主变压器/ })).toBeDisabled();
  await dialog.getByRole('checkbox', { name: /闸门及启闭机/ }).check();
  await dialog.getByRole('checkbox', { name: /压力钢管/ }).check();
  await snap(page, `${shots}/device-import-zh.png`);
  await dialog.getByRole('button', { name: '导入 2 个' }).click();
  await expectNotice(page, '已导入 2 个装置');
  await expect(dialog).toBeHidden();
  const own = new DataTable(page);
  await own.expectRow(/闸门及启闭机.*ZM.*8/);
  await own.expectRow(/压力钢管.*YLGG.*7/);
});
