import { execFileSync } from 'node:child_process';
import { sitePhoto } from '../fixtures/files';
import { expect, type Page, test } from '../fixtures/test';
import { FormDialog } from '../pages/form-dialog';
import { fillInspectionReport, fillNcr, fillReleaseReport } from '../pages/form-fill';
import { confirmByClick, shoot, shotPath, signedIn } from '../pages/journey';
import { chooseLanguage } from '../pages/language';
import { act } from '../pages/review';
import { pickLabelled as pick } from '../pages/select';

const stamp = Date.now().toString(36);
const EQUIPMENT = `放行旅程主变${stamp}`;
const REPORT_PAGE = /\/project\/found\/report\/list\/detail\/\d+\/\d+$/;
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
/** The demo's template of each report type the journey uploads. */
const DEMO_TEMPLATES: Record<string, string> = {
  检验报告: '设备监造检验报告',
  不符合项报告: '不符合项报告',
  放行报告: '放行报告',
};

/**
 * The administrator's part, as the equipment screens would do it (their journey is equipment.spec):
 * a transformer on 皖南 whose ITP has one hold point, at its kind's first step, inspected by 王检验.
 */
async function transformerWithHoldPoint(admin: Page) {
  const read = async (path: string) => (await (await admin.request.get(path)).json()).data;
  const projects: { id: number; number: string }[] = await read('/api/project/options');
  const kinds: { id: number; name: string }[] = await read('/api/device/options');
  const project = projects.find((row) => row.number === 'HDNY-2026-001');
  const kind = kinds.find((row) => row.name === '主变压器');
  const created = await admin.request.post('/api/equipment/create?page_key=custom-equipment', {
    headers: XHR,
    data: {
      project_id: project?.id,
      device_id: kind?.id,
      name: EQUIPMENT,
      e_number: `FX-${stamp}`,
      batch: '第一批',
      status: 'manufacturing',
    },
  });
  const equipment = (await created.json()).data as { id: number };
  expect(equipment.id).toBeGreaterThan(0);
  const grid = await read(`/api/equipment/points?id=${equipment.id}`);
  const hold = grid.categories.find((row: { plan_symbol: string }) => row.plan_symbol === 'H');
  const saved = await admin.request.post(`/api/equipment/points/save?id=${equipment.id}`, {
    headers: XHR,
    data: { points: [{ process_id: grid.steps[0].id, category_id: hold.id, plan_symbol: 'H' }] },
  });
  expect((await saved.json()).code).toBe(1);
  // 王检验 inspects it: an inspector finds only the equipment he is assigned to.
  const people = await read(`/api/equipment/inspectors?id=${equipment.id}&page_key=custom-equipment`);
  const inspector = people.candidates.find((row: { username: string }) => row.username === 'staff');
  const assigned = await admin.request.post(
    `/api/equipment/inspectors/save?id=${equipment.id}&page_key=custom-equipment`,
    { headers: XHR, data: { user_ids: [inspector.id] } },
  );
  expect((await assigned.json()).code).toBe(1);
  return { stepName: grid.steps[0].name as string };
}

/** Uploads a report's header as the inspector and lands on its page, where the body is filled. */
async function upload(staff: Page, type: string, point?: string, conclusion = '合格') {
  await staff.goto('/report/index');
  await pick(staff, '报告类型', type);
  await pick(staff, '所属项目', '皖南 1000kV');
  await pick(staff, '设备', EQUIPMENT, { search: true });
  if (point) await pick(staff, '检验点', point);
  await staff
    .locator('label.ant-radio-button-wrapper')
    .filter({ hasText: new RegExp(`^${conclusion}$`) })
    .click();
  // An earlier journey may have published a second template of the type: then the demo's is picked.
  const template = staff.getByLabel('报告模板', { exact: true });
  const start = staff.getByRole('button', { name: /填写报告正文/, disabled: false });
  await expect(start.or(template)).toBeVisible();
  if (await template.isVisible()) await pick(staff, '报告模板', DEMO_TEMPLATES[type] ?? type);
  await start.click();
  await expect(staff).toHaveURL(REPORT_PAGE);
  return staff.url();
}

/**
 * Takes the NCR's next step through its dialog (its OK button is named for the step): fields given by
 * `fill`, then the confirmation a step that settles something asks for (`confirm`: its text).
 */
async function ncrStep(page: Page, action: string, fill: (dialog: FormDialog) => Promise<void>, confirm?: string) {
  await page.getByRole('button', { name: action }).click();
  const dialog = new FormDialog(page, action);
  await dialog.expectOpen();
  await fill(dialog);
  await dialog.submit(action);
  if (confirm) {
    await confirmByClick(page, confirm);
  }
  await dialog.waitClosed();
}

test('an H point is inspected, an NCR blocks the release until its loop closes, and the report exports to PDF', async ({
  browser,
}) => {
  test.setTimeout(360_000);
  const admin = await signedIn(browser, 'admin');
  const { stepName } = await transformerWithHoldPoint(admin);
  const staff = await signedIn(browser, 'staff');
  const manager = await signedIn(browser, 'manager');
  const client = await signedIn(browser, 'client');

  // The inspector reports the hold point with a photo; the manager and the client approve.
  const inspection = await upload(staff, '检验报告', stepName);
  await expect(staff.locator('.ant-descriptions').getByText(`1. ${stepName} · 停止点 H`)).toBeVisible();
  await fillInspectionReport(staff, await sitePhoto());
  for (const [who, comment] of [
    [manager, '检验记录完整'],
    [client, '同意'],
  ] as const) {
    await who.goto(inspection);
    await act(who, '同意', comment);
  }
  // An approval leads back to the approver's list; the report's page shows the outcome.
  await staff.goto(inspection);
  await expect(staff.getByTestId('review-status')).toContainText('已通过');

  // An NCR on the same transformer, then its release report.
  const ncr = await upload(staff, '不符合项报告', undefined, '不合格');
  await fillNcr(staff, '油箱焊缝渗漏，需返修后复检');
  const release = await upload(staff, '放行报告');
  await fillReleaseReport(staff);
  const gate = staff.locator('.ant-alert').filter({ hasText: '放行条件' });
  await expect(gate).toContainText('不符合项');
  await expect(gate).toContainText('尚未关闭');
  await shoot(staff, 'release-blocked-zh');

  // The manager agrees; the client's approval, which ends the review, is refused while the NCR is open.
  await manager.goto(release);
  await act(manager, '同意', '资料齐全');
  await client.goto(release);
  await client.getByRole('button', { name: /^同\s*意$/ }).click();
  const approve = new FormDialog(client, '同意');
  await approve.expectOpen();
  await approve.root.getByRole('textbox').last().fill('同意放行');
  await approve.submit(/^同\s*意$/);
  await expect(client.getByText(/不符合项未关闭 1 项/).first()).toBeVisible();
  if (await approve.root.isVisible()) await approve.cancel();
  await expect(client.getByTestId('review-status')).toContainText('审核中');

  // The NCR's loop, from the gate's link: dispositioned, planned, approved, reworked, verified.
  await client.locator('.ant-alert').filter({ hasText: '放行条件' }).getByRole('link', { name: '查看' }).click();
  await expect(client).toHaveURL(ncr);
  await manager.goto(ncr);
  await ncrStep(manager, '确定处置', async (dialog) => {
    await dialog.root.getByRole('radio', { name: '返修' }).check();
    await dialog.root.getByRole('textbox').last().fill('焊缝打磨后补焊，复做渗漏试验');
  });
  await staff.goto(ncr);
  await ncrStep(staff, '制定整改计划', async (dialog) => {
    await dialog.root.getByLabel('整改措施').fill('补焊后做 24 小时渗漏试验');
    await dialog.pick('责任人', '王检验');
    // A week ahead: "today" in the browser may already be yesterday in China, where the server counts days.
    const due = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    // The field is a stand-in until clicked; then the date picker's own input takes the typed date.
    await dialog.root.getByLabel('整改期限').click();
    const picker = dialog.root.locator('.ant-picker input');
    await picker.fill(due);
    await picker.press('Enter');
    await expect(picker).toHaveValue(due);
  });
  await client.reload();
  await ncrStep(client, '批准计划', async () => {}, '确认批准该整改计划');
  await staff.reload();
  await ncrStep(staff, '记录整改', async (dialog) => {
    await dialog.root.getByRole('textbox').last().fill('已补焊，渗漏试验 24 小时无渗漏');
  });
  await manager.reload();
  await ncrStep(
    manager,
    '验证通过',
    async (dialog) => {
      await dialog.root.getByRole('textbox').last().fill('复检合格');
    },
    '确认验证通过',
  );
  await expect(manager.getByText('已关闭').first()).toBeVisible();
  await shoot(manager, 'ncr-closed-zh');

  // Now the client's approval releases the transformer.
  await client.goto(release);
  await expect(client.locator('.ant-alert').filter({ hasText: '放行条件已满足' })).toBeVisible();
  await act(client, '同意', '同意放行');
  await client.goto(release);
  await expect(client.getByTestId('review-status')).toContainText('已通过');
  await shoot(client, 'release-approved-zh');

  // The inspection report as PDF: Chinese text, the photo and the signature are in it.
  await staff.goto(inspection);
  await staff.getByRole('button', { name: /导出/ }).click();
  const [download] = await Promise.all([
    staff.waitForEvent('download', { timeout: 60_000 }),
    staff.getByRole('menuitem', { name: 'PDF 文档' }).click(),
  ]);
  const pdf = shotPath(`inspection-report-${stamp}.pdf`);
  await download.saveAs(pdf);
  // pdftotext spaces Chinese from Latin text and lays columns out with spaces: compare without them.
  const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' }).replace(/\s+/g, '');
  expect(text).toContain('设备监造检验报告');
  expect(text).toContain('外观检查合格');
  expect(text).toContain(EQUIPMENT);
  // The signature's caption and the review's history, approvals included.
  expect(text).toContain('检验员签字');
  expect(text).toContain('项目经理审核李项目同意检验记录完整');
  expect(text).toContain('审核通过');
  const images = execFileSync('pdfimages', ['-list', pdf], { encoding: 'utf8' }).trim().split('\n').slice(2);
  // The photo and the signature (the owner's logo too, where it has one).
  expect(images.length).toBeGreaterThanOrEqual(2);
  execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', pdf, shotPath('inspection-report-pdf-page')]);

  // The same pages in English.
  await chooseLanguage(client, 'en');
  await client.goto(release);
  await expect(client.locator('.ant-alert').filter({ hasText: 'The release conditions are met' })).toBeVisible();
  await shoot(client, 'release-approved-en');
  await client.goto(ncr);
  await expect(client.getByText('NCR disposition')).toBeVisible();
  await expect(client.getByText('Closed', { exact: true }).first()).toBeVisible();
  await shoot(client, 'ncr-closed-en');
});
