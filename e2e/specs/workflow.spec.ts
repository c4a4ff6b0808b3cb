import { expect, type Locator, type Page, test } from '../fixtures/test';
import { DataTable } from '../pages/data-table';
import { FormDialog } from '../pages/form-dialog';
import { fillWitnessRecord, submitForm } from '../pages/form-fill';
import { shoot, signedIn } from '../pages/journey';
import { chooseLanguage } from '../pages/language';
import { expectNotice } from '../pages/notices';
import { act } from '../pages/review';
import { choose } from '../pages/select';
import { Shell } from '../pages/shell';

const WORKFLOW = `见证审核-${Date.now().toString(36)}`;
const SECOND_CLIENT = `client${Date.now().toString(36).slice(-4)}`;
const PASSWORD = 'Harbour-Crane-42';

/**
 * The journey's rows of a to-do panel, by their step: its nodes are named unlike the demo workflow's,
 * whose forms (the demo report, the inspection report of the forms journey) wait at the same people.
 */
const ours = (panel: Locator, step: string) => panel.getByRole('row').filter({ hasText: step });

/**
 * How soon a pushed change shows on a page left open: well under the minute after which the to-do
 * list and the inbox are read again anyway, so passing means the push did it.
 */
const LIVE_MS = 5_000;

/** The caller's to-do panel (the top bar's 待办), its rows, and closing it. */
const todo = {
  /** The number on the top bar's 待办 (none shown is 0). */
  async count(page: Page) {
    const badge = page.locator('.ant-badge').filter({ has: page.getByRole('button', { name: '待办' }) });
    const title = await badge
      .locator('.ant-badge-count')
      .first()
      .getAttribute('title', { timeout: 500 })
      .catch(() => null);
    return title === null ? 0 : Number(title);
  },
  async open(page: Page) {
    await page.getByRole('button', { name: '待办' }).first().click();
    const panel = page.getByRole('dialog', { name: '待办事项' });
    await expect(panel.locator('.ant-skeleton, .ant-spin-spinning')).toHaveCount(0);
    return panel;
  },
  async expectStep(page: Page, step: string) {
    const panel = await todo.open(page);
    await expect(ours(panel, step)).toBeVisible();
    return panel;
  },
  async expectNone(page: Page, step: string) {
    const panel = await todo.open(page);
    await expect(ours(panel, step)).toHaveCount(0);
    await page.keyboard.press('Escape');
  },
};

/** Opens the row of the to-do panel at `step` (the report's page) and waits for the review panel. */
async function openFromTodo(page: Page, step: string) {
  const panel = await todo.expectStep(page, step);
  await ours(panel, step).getByRole('button').click();
  // A witness record is a report: the to-do opens the report's page.
  await expect(page).toHaveURL(/\/project\/found\/report\/list\/detail\/\d+\/\d+$/);
  await expect(page.getByTestId('review-status')).toBeVisible();
}

/** Adds a node of `kind` at the `index`-th "+" of the canvas and opens it. */
async function addNode(page: Page, index: number, kind: string) {
  await page.getByRole('button', { name: '添加节点' }).nth(index).click();
  await page.getByRole('menuitem', { name: kind }).click();
}

/** Fills the open drawer's approver: name, assignees (option labels) and mode. */
async function setApprover(page: Page, name: string, assignees: string[], mode: string) {
  const drawer = page.locator('.ant-drawer-section');
  await drawer.getByLabel('节点名称').fill(name);
  const field = drawer.getByLabel('审批人', { exact: true });
  for (const assignee of assignees) {
    // Searched, as a user among many members would; the list is virtual.
    await choose(page, {
      open: async () => {
        await field.click();
        await field.fill(assignee);
      },
      option: (dropdown) => dropdown.locator('.ant-select-item-option').filter({ hasText: assignee }).first(),
      chosen: () =>
        expect(drawer.locator('.ant-select-selection-item').filter({ hasText: assignee }).first()).toBeVisible({
          timeout: 1_000,
        }),
    });
  }
  await page.keyboard.press('Escape');
  await drawer.getByRole('radio', { name: new RegExp(`^${mode}`) }).check();
  await drawer.locator('.ant-drawer-close').click();
  await expect(drawer).toBeHidden();
}

test('a workflow designed by the administrator takes a witness record from the inspector to the manager, back, and to two clients', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const admin = await signedIn(browser, 'admin');

  // A second client representative, for the countersign of two.
  await admin.goto('/default/dashboard/usertable');
  await admin.getByRole('button', { name: '新增用户' }).click();
  const userDialog = new FormDialog(admin, '新增用户');
  await userDialog.fillAll({ 账号: SECOND_CLIENT, 初始密码: PASSWORD, 姓名: '周委托' });
  await userDialog.pick('角色', '委托方');
  await userDialog.save('用户已创建');

  // Design: NCRs also to the administrators; then the manager (or-sign); then both clients (countersign).
  await admin.goto('/control/workflow');
  await admin.getByRole('button', { name: '新建流程' }).click();
  const create = new FormDialog(admin, '新建流程');
  await create.fill('流程名称', WORKFLOW);
  await choose(admin, {
    open: () => create.field('表单类别').click(),
    option: (dropdown) => dropdown.getByTitle('见证记录', { exact: true }),
    chosen: () => expect(create.root.getByTitle('见证记录', { exact: true }).first()).toBeVisible({ timeout: 1_000 }),
  });
  await admin.keyboard.press('Escape');
  await create.submit();
  await expect(admin).toHaveURL(/\/control\/workflow\/design\/\d+$/);
  const designerUrl = new URL(admin.url()).pathname;
  await expect(admin.getByTestId('workflow-canvas')).toBeVisible();

  await addNode(admin, 0, '审批人');
  await setApprover(admin, '经理见证审核', ['角色：项目经理'], '或签');
  await addNode(admin, 1, '审批人');
  await setApprover(admin, '业主见证会签', ['陈委托', '周委托'], '会签');
  await addNode(admin, 0, '条件分支');
  // The first branch: NCRs, to the administrators.
  await admin.getByTestId('workflow-canvas').getByText('请设置条件').first().click();
  const drawer = admin.locator('.ant-drawer-section');
  await drawer.getByRole('button', { name: '添加条件' }).click();
  await choose(admin, {
    open: () => drawer.getByLabel('值').click(),
    option: (dropdown) => dropdown.getByTitle('不符合项报告', { exact: true }),
    chosen: () => expect(drawer.getByTitle('不符合项报告', { exact: true }).first()).toBeVisible({ timeout: 1_000 }),
  });
  await addNode(admin, 1, '审批人');
  await setApprover(admin, '管理员审核', ['角色：系统管理员'], '或签');
  await expect(admin.getByText('未设置审批人')).toHaveCount(0);
  await shoot(admin, 'workflow-designer-zh');
  await admin.getByRole('button', { name: /保\s*存/ }).click();
  await expectNotice(admin, '草稿已保存');
  await admin.getByRole('button', { name: /发\s*布/ }).click();
  await admin
    .getByRole('dialog')
    .getByRole('button', { name: /确\s*[定认]|发\s*布/ })
    .last()
    .click();
  await expectNotice(admin, '已发布 v1');

  // The inspector fills a witness record and submits it.
  const staff = await signedIn(browser, 'staff');
  await staff.goto('/control/form/example/list');
  await staff.getByRole('button', { name: '填写表单' }).click();
  const start = new FormDialog(staff, '填写表单');
  await choose(staff, {
    open: () => start.field('模板名称').click(),
    option: (dropdown) => dropdown.getByText('见证记录', { exact: false }).first(),
    chosen: () =>
      expect(start.root.locator('.ant-select').filter({ has: staff.getByLabel('模板名称') })).toContainText(
        '见证记录',
        { timeout: 1_000 },
      ),
  });
  await start.submit(/确\s*定|保\s*存/);
  await expect(staff).toHaveURL(/\/control\/form\/example\/setup\/\d+$/);
  const formUrl = new URL(staff.url()).pathname;
  await fillWitnessRecord(staff, '工频耐压试验');
  await expect(staff.getByTestId('review-status')).toContainText('审核中');
  await expect(staff.getByTestId('review-status')).toContainText('经理见证审核');

  // The manager finds it in his to-do list and sends it back with a reason.
  const manager = await signedIn(browser, 'manager');
  await openFromTodo(manager, '经理见证审核');
  await act(manager, '退回', '见证点请写明试验电压');
  // His task done, he goes on to his workflows: the form was his to read only while he had it.
  await expect(manager).toHaveURL('/default/dashboard/workflow-list');
  await todo.expectNone(manager, '经理见证审核');

  // The inspector reads the reason, corrects and resubmits. The manager's open page counts the new
  // task at once, without a reload: the to-do list is otherwise read again only every minute.
  await staff.goto(formUrl);
  await expect(staff.getByTestId('review-status')).toContainText('已退回');
  await expect(staff.getByText('见证点请写明试验电压').first()).toBeVisible();
  await new Shell(manager).expectLive();
  const waiting = await todo.count(manager);
  await staff.getByLabel('见证点').fill('工频耐压试验（1100kV）');
  await submitForm(staff);
  await expect(staff.getByTestId('review-status')).toContainText('审核中');
  await expect.poll(() => todo.count(manager), { timeout: LIVE_MS }).toBe(waiting + 1);

  // The manager approves this time; the inspector's open page shows the review move on to the
  // clients without a reload. Both clients then have it.
  await new Shell(staff).expectLive();
  await openFromTodo(manager, '经理见证审核');
  await act(manager, '同意', '同意');
  await expect(staff.getByTestId('review-status')).toContainText('业主见证会签', { timeout: LIVE_MS });
  await todo.expectNone(manager, '经理见证审核');

  const client = await signedIn(browser, 'client');
  const second = await signedIn(browser, SECOND_CLIENT, { password: PASSWORD });
  await openFromTodo(client, '业主见证会签');
  await act(client, '同意', '已见证');
  await expect(client).toHaveURL('/default/dashboard/workflow-list');
  await todo.expectNone(client, '业主见证会签');
  await openFromTodo(second, '业主见证会签');
  await act(second, '同意', '同意放行');
  await expect(second).toHaveURL('/default/dashboard/workflow-list');
  await todo.expectNone(second, '业主见证会签');

  // The history tells it all, in order.
  await staff.goto(formUrl);
  await expect(staff.getByTestId('review-status')).toContainText('已通过');
  const history = staff.getByTestId('history-entry');
  await expect(history.first()).toContainText('王检验');
  const entries = ['提交', '退回', '见证点请写明试验电压', '同意', '已见证', '同意放行', '审批通过'];
  for (const entry of entries) await expect(history.filter({ hasText: entry }).first()).toBeVisible();
  await shoot(staff, 'workflow-approved-zh');

  // The list of workflows shows it approved.
  await admin.goto('/default/dashboard/workflow-list');
  // A click on the tab can be lost under load: clicked again until the tab is the selected one.
  const everything = admin.getByRole('tab', { name: '全部' });
  await expect(async () => {
    await everything.click({ timeout: 2_000 });
    await expect(everything).toHaveAttribute('aria-selected', 'true', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  const table = new DataTable(admin);
  await table.waitLoaded();
  await expect(table.row(/见证记录/).first()).toContainText('已通过');

  // In English: the approved form with its history, the inbox written in the reader's language, the designer.
  await chooseLanguage(staff, 'en');
  await expect(staff.getByTestId('review-status')).toContainText('Approved');
  await shoot(staff, 'workflow-approved-en');
  await staff.goto('/inbox');
  await expect(staff.getByText(/^Approved: 见证记录/).first()).toBeVisible();
  await shoot(staff, 'inbox-en');
  await chooseLanguage(admin, 'en');
  await admin.goto(designerUrl);
  await expect(admin.getByTestId('workflow-canvas')).toContainText('经理见证审核');
  await shoot(admin, 'workflow-designer-en');
});
