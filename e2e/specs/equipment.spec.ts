import { expect, type Page, test } from '../fixtures/test';
import { DataTable } from '../pages/data-table';
import { FormDialog } from '../pages/form-dialog';
import { shoot, signInAs } from '../pages/journey';
import { chooseLanguage } from '../pages/language';
import { expectNotice } from '../pages/notices';
import { choose } from '../pages/select';
import { Shell } from '../pages/shell';

const signIn = async (page: Page, username: string) => {
  await signInAs(page, username);
};

/** Picks a piece of equipment on the ITP page by typing part of its number. */
const pickEquipment = async (page: Page, number: string) => {
  const picker = page.getByRole('combobox', { name: '选择设备' });
  await choose(page, {
    open: async () => {
      await picker.click();
      await picker.fill(number);
    },
    option: (dropdown) => dropdown.getByText(number).first(),
    chosen: () => expect(page).toHaveURL(/equipment=\d+$/, { timeout: 1_000 }),
  });
};

test('an administrator adds equipment to a demo project and plans its inspection points', async ({ page }) => {
  await signIn(page, 'admin');
  await new Shell(page).openFromMenu('设备定制', '定制管理');
  await expect(page).toHaveURL('/custom/equipment');
  const table = new DataTable(page);
  await table.waitLoaded();
  await table.expectRow(/WN-ZB-1A.*1000kV 主变压器 A 相.*主变压器.*第一批/);

  await page.getByRole('button', { name: '新增设备' }).click();
  const dialog = new FormDialog(page, '新增设备');
  await dialog.expectOpen();
  await dialog.pick('所属项目', 'HDNY-2026-001 皖南 1000kV 特高压变电站扩建工程');
  await dialog.pick('装置', 'GIS 组合电器');
  await dialog.fillAll({ 设备名称: '1100kV GIS 主变进线间隔', 设备编号: 'WN-GIS-02', 批次: '第二批' });
  await dialog.pick('制造厂', '西电集团');
  await dialog.pick('检验单位', '华东电力设备监造中心');
  await shoot(page, 'equipment-dialog-zh', false);
  await dialog.save('已保存');
  const row = table.row(/WN-GIS-02/);
  await expect(row).toContainText('1100kV GIS 主变进线间隔');
  await expect(row).toContainText('待制造');

  // Edited after the create dialog, the form shows the row, not the empty form of before.
  await row.getByRole('button', { name: '编辑' }).click();
  const edit = new FormDialog(page, '编辑设备');
  await expect(edit.field('设备编号')).toHaveValue('WN-GIS-02');
  await edit.pick('状态', '制造中');
  await edit.save('已保存');
  await expect(row).toContainText('制造中');
  await shoot(page, 'equipment-custom-zh');

  // A number its project uses already is refused under the field.
  await page.getByRole('button', { name: '新增设备' }).click();
  await dialog.pick('所属项目', 'HDNY-2026-001 皖南 1000kV 特高压变电站扩建工程');
  await dialog.pick('装置', 'GIS 组合电器');
  await dialog.fillAll({ 设备名称: '重复编号', 设备编号: 'WN-GIS-02' });
  await dialog.submit();
  await dialog.expectFieldError('该项目中已有设备使用此编号', '设备编号');
  await dialog.cancel();

  // The demo transformer's inspector, chosen among the project's inspectors.
  await table
    .row(/WN-ZB-1A/)
    .getByRole('button', { name: '检验员' })
    .click();
  const inspectors = new FormDialog(page, /1000kV 主变压器 A 相.*的检验员/);
  await inspectors.expectOpen();
  await expect(inspectors.root).toContainText('王检验（staff）');
  await shoot(page, 'equipment-inspectors-zh', false);
  await inspectors.cancel();

  await page.getByRole('button', { name: '导入' }).click();
  const importing = page.getByRole('dialog', { name: '导入设备' });
  await expect(importing).toContainText('最多 1000 行');
  await shoot(page, 'equipment-import-zh', false);
  await importing.getByRole('button', { name: /取\s*消/ }).click();

  await row.getByRole('button', { name: '检验点' }).click();
  await expect(page).toHaveURL(/\/unitmanager\/equipment\/point\?equipment=\d+$/);
  await expect(page.getByText('已设置 0 个检验点')).toBeVisible();
  for (const cell of ['壳体焊接 · 见证点', '气密性试验 · 停止点', '工频耐压试验 · 停止点', '出厂验收 · 文件见证点']) {
    await page.getByRole('checkbox', { name: cell }).check();
  }
  await page.getByRole('textbox', { name: '出厂验收 · 文件见证点 的计划符号' }).fill('R1');
  await expect(page.getByText('有未保存的修改')).toBeVisible();
  await page.getByRole('button', { name: /保存检验点/ }).click();
  await expectNotice(page, '已保存');
  await expect(page.getByText('已设置 4 个检验点')).toBeVisible();
  await expect(page.getByText('有未保存的修改')).toHaveCount(0);
  await shoot(page, 'equipment-itp-zh');

  await chooseLanguage(page, 'en');
  await expect(page.getByText('4 inspection points set')).toBeVisible();
  await shoot(page, 'equipment-itp-en');
  await page.goto('/custom/equipment');
  await table.waitLoaded();
  await expect(table.row(/WN-GIS-02/)).toContainText('In manufacture');
  await shoot(page, 'equipment-custom-en');
  await chooseLanguage(page, 'zh');
});

test('the demo inspector sees only the equipment assigned to him, and reads its plan', async ({ page }) => {
  await signIn(page, 'staff');
  await new Shell(page).openFromMenu('设备管理', '单位管理');
  await expect(page).toHaveURL('/unitmanager/equipment');
  const table = new DataTable(page);
  await table.waitLoaded();
  await table.expectRow(/WN-ZB-1A/);
  await table.expectRow(/WN-ZB-1B/);
  await table.expectRow(/WN-GIS-01/);
  await table.expectNoRow(/WN-ZB-1C/);
  await table.expectNoRow(/WN-GIS-02/);
  await table.expectNoRow(/DW-ZB-01/);
  await expect(page.getByRole('button', { name: '新增设备' })).toHaveCount(0);
  await expect(table.row(/WN-ZB-1A/).getByRole('button', { name: '编辑' })).toHaveCount(0);
  await shoot(page, 'equipment-staff-zh');

  await table
    .row(/WN-ZB-1A/)
    .getByRole('button', { name: '检验点' })
    .click();
  await expect(page.getByText('您可以查看本设备的检验点，但无权修改。')).toBeVisible();
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /保存检验点/ })).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a manager plans the inspection points of his project’s equipment', async ({ page }) => {
    await signIn(page, 'manager');
    await page.goto('/unitmanager/equipment/point');
    await expect(page.getByText('请先选择一台设备，查看或编制其检验点')).toBeVisible();
    await pickEquipment(page, 'WN-ZB-1B');
    await expect(page).toHaveURL(/equipment=\d+$/);
    const hold = page.getByRole('checkbox', { name: '器身装配 · 停止点' });
    await expect(hold).toBeChecked();
    await shoot(page, 'equipment-itp-phone-first-zh');
    // The page itself never scrolls sideways: the grid scrolls inside its card.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('checkbox', { name: '铁心叠装 · 巡检点' }).check();
    await page.getByRole('button', { name: /保存检验点/ }).click();
    await expectNotice(page, '已保存');
    await shoot(page, 'equipment-itp-phone-zh', false);
    await shoot(page, 'equipment-itp-phone-full-zh');
  });
});
