import { expect, test } from '../fixtures/test';
import { DataTable } from '../pages/data-table';
import { fillWitnessRecord } from '../pages/form-fill';
import { shoot, signedIn } from '../pages/journey';
import { chooseLanguage } from '../pages/language';
import { pickLabelled as pick } from '../pages/select';

test('an inspector uploads a witness report: the header first, the body on the report page; he and the manager find it listed', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const staff = await signedIn(browser, 'staff');
  await staff.goto('/report/index');
  const start = staff.getByRole('button', { name: /填写报告正文/ });
  // Grey, saying what is missing, until the header is complete (SPEC §5 tour hints).
  await expect(start).toBeDisabled();
  await expect(staff.getByRole('status').filter({ hasText: '请先填写' })).toContainText('报告类型');
  await pick(staff, '报告类型', '见证记录');
  // A witness record may name the equipment and its ITP point, but need not: only NCRs and release
  // reports require the equipment.
  await expect(staff.getByLabel('设备', { exact: true })).toBeVisible();
  await expect(staff.getByLabel('检验点', { exact: true })).toBeDisabled();
  await pick(staff, '所属项目', '皖南 1000kV');
  await staff
    .locator('label.ant-radio-button-wrapper')
    .filter({ hasText: /^合格$/ })
    .click();
  await expect(start).toBeEnabled();
  await shoot(staff, 'report-upload-zh');
  await start.click();

  // The report's page: the body is the witness record's template.
  await expect(staff).toHaveURL(/\/project\/found\/report\/list\/detail\/\d+\/\d+$/);
  await fillWitnessRecord(staff, '局部放电试验');
  const submitted = staff
    .getByRole('alert')
    .filter({ hasText: /已提交/ })
    .first();
  await expect(submitted).toBeVisible();
  const number = /([A-Z0-9-]+-JZ-\d{4}-\d{4})/.exec((await submitted.textContent()) ?? '')?.[1];
  expect(number).toBeTruthy();

  // His reports list it, newest first, with the project and conclusion.
  await staff.goto('/report/person-index');
  const mine = new DataTable(staff);
  await mine.waitLoaded();
  await expect(mine.row(number ?? '')).toContainText('皖南 1000kV');
  await expect(mine.row(number ?? '')).toContainText('合格');
  await shoot(staff, 'report-mine-zh');

  // The project's manager finds it in the report list, filtered by its type, and opens it.
  const manager = await signedIn(browser, 'manager');
  await manager.goto('/project/report/list');
  const list = new DataTable(manager);
  await list.waitLoaded();
  await expect(list.row(number ?? '')).toContainText('王检验');
  await shoot(manager, 'report-list-zh');
  await list
    .row(number ?? '')
    .getByRole('link', { name: number ?? '' })
    .click();
  await expect(manager).toHaveURL(/\/project\/found\/report\/list\/detail\/\d+\/\d+$/);
  await expect(manager.getByText('局部放电试验')).toBeVisible();
  await chooseLanguage(manager, 'en');
  await manager.goto('/project/report/list');
  await list.waitLoaded();
  await expect(list.row(number ?? '')).toContainText('Pass');
  await shoot(manager, 'report-list-en');
});

test('the upload fits a phone and asks an NCR for its equipment', async ({ browser }) => {
  const staff = await signedIn(browser, 'staff', { viewport: { width: 390, height: 844 } });
  await staff.goto('/report/index');
  await pick(staff, '报告类型', '不符合项报告');
  await expect(staff.getByText('请先选择所属项目')).toBeVisible();
  await expect(staff.getByRole('status').filter({ hasText: '请先填写' })).toContainText('设备');
  const width = await staff.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await shoot(staff, 'report-upload-phone-zh');
});
