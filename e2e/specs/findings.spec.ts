import { expect, type Page, test } from '../fixtures/test';
import { FormDialog } from '../pages/form-dialog';
import { confirmByClick, shoot, signedIn } from '../pages/journey';
import { chooseLanguage } from '../pages/language';
import { expectNotice } from '../pages/notices';
import { choose } from '../pages/select';

const DESCRIPTION = `主变油箱焊缝渗油-${Date.now().toString(36)}`;
const CLAUSE = '5.10 短路阻抗';

/** The envelope's data of a GET as the page's user, checked to have succeeded. */
async function read<T>(page: Page, path: string): Promise<T> {
  const body = await (await page.request.get(path)).json();
  expect(body.code, `${path}: ${body.msg}`).toBe(1);
  return body.data as T;
}

interface Rate {
  raised: number;
  closed: number;
  answered_in_time: number;
}

/** 问题闭合率 and 问题响应率 over every finding the page's user reads, rounded as the screens show them. */
async function overallRates(page: Page) {
  const rows = await read<Rate[]>(page, '/api/finding/rates?group=type');
  const sum = (key: keyof Rate) => rows.reduce((total, row) => total + row[key], 0);
  const percent = (part: number, whole: number) => (whole === 0 ? '—' : `${Math.round((part / whole) * 1000) / 10}%`);
  return { closure: percent(sum('closed'), sum('raised')), response: percent(sum('answered_in_time'), sum('raised')) };
}

/** The two finding figures of the page (the analysis screen's summary, a home's cards) read `rates`. */
async function expectFigures(page: Page, rates: { closure: string; response: string }) {
  await expect(page.locator('.ant-statistic').filter({ hasText: '问题闭合率' })).toContainText(rates.closure);
  await expect(page.locator('.ant-statistic').filter({ hasText: '问题响应率' })).toContainText(rates.response);
}

/**
 * Opens the finding in its project's list and takes one step of its loop (提交整改, 退回整改, 复查销号),
 * with `note` when the step asks for one, confirming when it asks.
 */
async function takeStep(page: Page, listUrl: string, action: string, note?: string) {
  await page.goto(listUrl);
  const drawer = page.getByRole('dialog', { name: '问题详情' });
  await expect(drawer).toContainText(DESCRIPTION);
  await drawer.getByRole('button', { name: action }).click();
  const dialog = new FormDialog(page, action);
  if (note) await dialog.fill(action === '退回整改' ? '退回原因' : '说明', note);
  else await dialog.expectOpen();
  await dialog.submit(action);
  if (action !== '提交整改') {
    await confirmByClick(page, action === '复查销号' ? '确认复查合格并销号吗？' : '确认退回整改吗？');
  }
  await expectNotice(page, '操作成功');
  await dialog.waitClosed();
}

test('a finding raised from a failed report is rectified, returned, rectified again and closed; the rates and the clause follow', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const staff = await signedIn(browser, 'staff');
  const manager = await signedIn(browser, 'manager');
  const before = await overallRates(manager);

  // A failed report of the inspector's, on a project whose manager is 李项目.
  const failed = await read<{ result: { id: number; template_id: number; project_id: number }[] }>(
    staff,
    '/api/report/list?per-page=50&filter[conclusion]=fail',
  );
  let report: (typeof failed.result)[number] | undefined;
  for (const candidate of failed.result) {
    const options = await read<{ people: { name: string }[] }>(
      staff,
      `/api/finding/options?project_id=${candidate.project_id}`,
    );
    if (options.people.some((person) => person.name === '李项目')) {
      report = candidate;
      break;
    }
  }
  if (!report) throw new Error('no failed demo report on a project of 李项目');

  // The inspector raises it from the report, citing the clause it violates.
  await staff.goto(`/project/found/report/list/detail/${report.id}/${report.template_id}`);
  await staff.getByRole('button', { name: '新增问题' }).click();
  const raise = new FormDialog(staff, '新增问题');
  await raise.expectOpen();
  await raise.pick('问题类型', '质量问题');
  await raise.pick('主题项', '焊接');
  await raise.fill('问题描述', DESCRIPTION);
  await raise.fill('部位', '1#主变 油箱底部');
  await raise.pick('责任人', '李项目');
  await raise.root.getByRole('button', { name: '选择条款' }).click();
  const cite = staff.getByRole('dialog', { name: '违反条款' });
  await expect(cite).toBeVisible();
  await choose(staff, {
    open: async () => {
      await cite.getByLabel('选择标准').click();
      await cite.getByLabel('选择标准').fill('1094.1-2013');
    },
    option: (dropdown) => dropdown.locator('.ant-select-item-option').filter({ hasText: 'GB/T 1094.1-2013' }).first(),
    chosen: () => expect(cite.locator('.ant-tree')).toBeVisible({ timeout: 2_000 }),
  });
  await cite.locator('.ant-tree-treenode').filter({ hasText: CLAUSE }).locator('.ant-tree-checkbox').click();
  await expect(cite.locator('.ant-tag').filter({ hasText: CLAUSE })).toBeVisible();
  await cite.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(cite).toBeHidden();
  await expect(raise.root.locator('.ant-tag').filter({ hasText: CLAUSE })).toBeVisible();
  await shoot(staff, 'finding-raise-zh', false);
  await raise.submit();
  await expectNotice(staff, '问题已提交');
  // It opens in its project's list.
  await expect(staff).toHaveURL(new RegExp(`/project/found/list/${report.project_id}\\?finding=\\d+$`));
  const listUrl = new URL(staff.url()).pathname + new URL(staff.url()).search;
  const drawer = staff.getByRole('dialog', { name: '问题详情' });
  await expect(drawer).toContainText('待整改');
  await expect(drawer).toContainText(CLAUSE);

  // The manager rectifies; the inspector returns it; the manager rectifies again; the inspector closes it.
  await takeStep(manager, listUrl, '提交整改', '已补焊并做渗漏试验');
  await takeStep(staff, listUrl, '退回整改', '渗漏试验记录未附');
  await expect(staff.getByRole('dialog', { name: '问题详情' })).toContainText('待整改');
  await takeStep(manager, listUrl, '提交整改', '渗漏试验记录已补充');
  await takeStep(staff, listUrl, '复查销号');
  const closed = staff.getByRole('dialog', { name: '问题详情' });
  await expect(closed).toContainText('已销号');
  for (const entry of ['提出问题', '提交整改', '退回整改', '复查销号']) await expect(closed).toContainText(entry);
  await expect(closed).toContainText('渗漏试验记录未附');
  await shoot(staff, 'finding-closed-zh');

  // The rates moved, and the analysis screen and the manager's home show them.
  const after = await overallRates(manager);
  expect(after).not.toEqual(before);
  await manager.goto('/project/analysis');
  await expectFigures(manager, after);
  await shoot(manager, 'analysis-findings-zh');
  await manager.goto('/home');
  await expectFigures(manager, after);

  // The clause, opened from the finding, lists it as its evidence.
  await staff.goto(listUrl);
  await staff
    .getByRole('dialog', { name: '问题详情' })
    .getByRole('link', { name: new RegExp(CLAUSE) })
    .click();
  await expect(staff).toHaveURL(/\/knowledge\/criterion\?law_id=\d+&clause_id=\d+$/);
  await expect(staff.getByText(DESCRIPTION).first()).toBeVisible();
  await shoot(staff, 'clause-evidence-zh', false);
});

/** What each role's home shows that the others' do not, in Chinese and in English. */
const HOMES = [
  ['admin', '近 30 天提交报告的人员', 'Members who submitted reports in the last 30 days'],
  ['client', '各检验单位报告与结论', 'Reports and conclusions by inspection unit'],
  ['manager', '各检验人员报告数量', 'Reports by inspector'],
  ['staff', '今日检验点', "Today's ITP points"],
] as const;

test('each role has its own home, in Chinese and English', async ({ browser }) => {
  test.setTimeout(120_000);
  for (const [user, zh, en] of HOMES) {
    const page = await signedIn(browser, user);
    await expect(page.getByText(zh).first()).toBeVisible();
    await shoot(page, `home-${user}-zh`);
    await chooseLanguage(page, 'en');
    await expect(page.getByText(en).first()).toBeVisible();
    await shoot(page, `home-${user}-en`);
    await page.context().close();
  }
});
