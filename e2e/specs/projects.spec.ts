import { routeMapTiles } from '../fixtures/map-tiles';
import { type Browser, expect, type Page, test } from '../fixtures/test';
import { DataTable } from '../pages/data-table';
import { FormDialog } from '../pages/form-dialog';
import { signInAs, snap } from '../pages/journey';
import { LocationPicker, MapView } from '../pages/map';
import { expectNotice, journeyContext } from '../pages/notices';
import { pickRegion } from '../pages/region';
import { choose } from '../pages/select';
import { Shell } from '../pages/shell';

const shots = 'screenshots';
const NAME = '芜湖 500kV 繁昌变电站扩建工程';
const NUMBER = 'HDNY-2026-031';
const DOCUMENT = { name: '繁昌变监造大纲.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') };

/** A signed-in page of its own for `username`, with the map tiles answered locally. */
async function signedIn(browser: Browser, username: string, viewport?: { width: number; height: number }) {
  const context = await journeyContext(browser, viewport ? { viewport } : {});
  await routeMapTiles(context);
  const page = await context.newPage();
  await signInAs(page, username);
  return page;
}

async function pickOption(page: Page, label: string, option: string) {
  const field = page.getByLabel(label, { exact: true });
  await choose(page, {
    open: () => field.click(),
    option: (dropdown) => dropdown.getByTitle(option),
    chosen: () => expect(page.locator('.ant-select').filter({ has: field })).toContainText(option, { timeout: 1_000 }),
  });
}

test('an administrator adds a project placed on the map; a manager assigns its inspector, who reads it', async ({
  browser,
}) => {
  const page = await signedIn(browser, 'admin');
  await new Shell(page).openFromMenu('工程项目', '项目管理');
  await expect(page).toHaveURL('/project/engineering/index');
  const map = new MapView(page);
  await expect(map.pin(/HDNY-2026-001/)).toBeVisible();
  await expect(page.getByText('华东海上风电工程')).toBeVisible();
  await snap(page, `${shots}/projects-zh.png`, { fullPage: true });

  await page.getByRole('link', { name: '华东特高压输变电工程' }).click();
  await expect(page).toHaveURL(/\/project\/engineering\/list\/\d+$/);
  const table = new DataTable(page);
  await table.waitLoaded();
  await table.expectRow(/HDNY-2026-001.*皖南 1000kV 特高压变电站扩建工程/);
  await table.expectNoRow(/HDNY-2025-017/);

  await page.getByRole('button', { name: '新增项目' }).click();
  await expect(page).toHaveURL(/\/project\/engineering\/detail\/basics\/\d+\/new$/);
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('请输入项目名称')).toBeVisible();
  await page.getByLabel('项目名称').fill(NAME);
  await page.getByLabel('项目编号').fill(NUMBER);
  await pickOption(page, '项目类型', '变电站');
  await pickOption(page, '建设阶段', '设备制造');
  await page.getByLabel('总投资（万元）').fill('52800.5');
  await pickRegion(
    page,
    page.locator('.ant-form-item').filter({ hasText: '所在地区' }).locator('.ant-cascader'),
    '繁昌',
    '安徽省 / 芜湖市 / 繁昌区',
  );
  await page.getByLabel('项目地点').fill('繁昌经济开发区');
  const picker = new LocationPicker(page);
  await page.getByRole('button', { name: '在地图上选点' }).click();
  await picker.waitLoaded();
  await picker.pickAt(40, -20);
  await expect(picker.longitude).not.toHaveValue('');
  await expect(picker.latitude).not.toHaveValue('');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page).toHaveURL(/\/project\/engineering\/detail\/basics\/\d+\/\d+$/);
  await expectNotice(page, '已保存');
  await expect(page.getByRole('cell', { name: '变电站', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: '52,800.5' })).toBeVisible();
  await expect(page.getByRole('cell', { name: '安徽省 / 芜湖市 / 繁昌区' })).toBeVisible();
  await snap(page, `${shots}/project-detail-zh.png`, { fullPage: true });

  // A document uploaded in the project's 资料 tab joins the project.
  await page.getByRole('tab', { name: '资料' }).click();
  await expect(page).toHaveURL(/\/detail\/documents\//);
  await expect(page.getByText('本项目还没有资料')).toBeVisible();
  await page.getByRole('button', { name: '上传资料' }).click();
  await page.locator('input[type=file]').setInputFiles([DOCUMENT]);
  await expect(page.getByRole('row', { name: new RegExp(DOCUMENT.name) })).toBeVisible();
  await snap(page, `${shots}/project-documents-zh.png`, { fullPage: true });

  await page.getByRole('tab', { name: '人员' }).click();
  await expect(page).toHaveURL(/\/detail\/people\//);
  await page.getByRole('button', { name: '分配人员' }).click();
  const people = new FormDialog(page, `「${NAME}」的人员`);
  await people.expectOpen();
  await choose(page, {
    open: () => people.field('项目经理').click(),
    option: (dropdown) => dropdown.getByTitle('李项目（manager）'),
    chosen: () => expect(people.root.getByTitle('李项目（manager）')).toBeVisible({ timeout: 1_000 }),
  });
  await page.keyboard.press('Escape');
  await people.submit();
  await expect(people.root).toBeHidden();
  await expect(page.getByRole('cell', { name: '李项目', exact: true })).toBeVisible();

  // The manager gives the project to the demo inspector on the inspectors' screen.
  const manager = await signedIn(browser, 'manager');
  await new Shell(manager).openFromMenu('检验员管理', '单位管理');
  await expect(manager).toHaveURL('/unitmanager/person-control');
  const row = manager.getByRole('row', { name: /王检验/ });
  await expect(row).toContainText('皖南 1000kV 特高压变电站扩建工程');
  await row.getByRole('button', { name: '分配项目' }).click();
  const assign = new FormDialog(manager, '为「王检验」分配项目');
  await assign.expectOpen();
  await choose(manager, {
    open: () => assign.field('参与项目').click(),
    option: (dropdown) => dropdown.getByTitle(`${NUMBER} ${NAME}`),
    chosen: () => expect(assign.root.getByTitle(`${NUMBER} ${NAME}`)).toBeVisible({ timeout: 1_000 }),
  });
  await manager.keyboard.press('Escape');
  await assign.submit();
  await expect(assign.root).toBeHidden();
  await expect(row).toContainText(NAME);
  await snap(manager, `${shots}/person-control-zh.png`);

  // The inspector sees his two projects, not the group's third, and reads them only.
  const inspector = await signedIn(browser, 'staff', { width: 390, height: 844 });
  await inspector.goto('/project/engineering/list/all');
  const seen = new DataTable(inspector);
  await seen.waitLoaded();
  await seen.expectRow(new RegExp(NUMBER));
  await seen.expectRow(/HDNY-2026-001/);
  await seen.expectNoRow(/HDNY-2026-002/);
  await seen.row(new RegExp(NUMBER)).getByRole('link', { name: NAME }).click();
  await expect(inspector.getByText('只读')).toBeVisible();
  await expect(inspector.getByRole('button', { name: '编辑' })).toHaveCount(0);
  await snap(inspector, `${shots}/project-detail-phone-zh.png`, { fullPage: true });
  // He reads the project's documents but adds none.
  await inspector.getByRole('tab', { name: '资料' }).click();
  await expect(inspector.getByText(DOCUMENT.name)).toBeVisible();
  await expect(inspector.getByRole('button', { name: '上传资料' })).toHaveCount(0);
  await inspector.context().close();
  await manager.context().close();
  await page.context().close();
});

test('the client reads every project, in English too', async ({ browser }) => {
  const page = await signedIn(browser, 'client');
  await page.goto('/project/engineering/list/all');
  const table = new DataTable(page);
  await table.waitLoaded();
  await table.expectRow(/HDNY-2025-017/);
  await expect(page.getByRole('button', { name: '新增项目' })).toHaveCount(0);
  // The region filter: a province takes in its cities' projects, and leaves the others out.
  const filter = await table.openColumnFilter('所在地区');
  await pickRegion(page, filter.locator('.ant-cascader'), '江苏', '江苏省');
  await table.applyFilter();
  await table.expectRow(/HDNY-2026-002/);
  await table.expectNoRow(/HDNY-2026-001/);
  await snap(page, `${shots}/projects-region-filter-zh.png`);
  await table
    .row(/HDNY-2026-002/)
    .getByRole('link')
    .first()
    .click();
  await expect(page.getByText('只读')).toBeVisible();
  await page.getByRole('button', { name: '语言' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('tab', { name: 'Basics' })).toBeVisible();
  await snap(page, `${shots}/project-detail-en.png`, { fullPage: true });
  await page.goto('/project/engineering/index');
  await expect(page.getByText('Project locations')).toBeVisible();
  await expect(new MapView(page).pin(/HDNY-2026-002/)).toBeVisible();
  await expect(page.getByText('1 project', { exact: true })).toBeVisible();
  await snap(page, `${shots}/projects-en.png`, { fullPage: true });
  await page.evaluate(() => localStorage.setItem('language', 'zh-CN'));
  await page.context().close();
});
