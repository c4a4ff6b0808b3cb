import { expect, test } from '../fixtures/test';
import { DataTable } from '../pages/data-table';
import { FormDialog } from '../pages/form-dialog';
import { signInAs } from '../pages/journey';
import { LoginPage } from '../pages/login-page';
import { expectNotice } from '../pages/notices';
import { Shell } from '../pages/shell';

const save = /保\s*存/;

// Issue 3: a custom role granted only "view" on the user table lets its member read the table, shows
// no add button, and the server refuses an add sent by hand with code 3 (no permission).
test('a custom role with view-only on the user table sees the table but may not add users', async ({ page }) => {
  const username = `clerk-${Date.now().toString(36)}`;
  const password = 'Harbour-Crane-42';

  // The administrator creates the role 资料员 (clerk) in 华东能源工程项目部.
  await signInAs(page, 'admin');
  await expect(page.getByRole('banner')).toContainText('华东能源工程项目部');
  const shell = new Shell(page);
  const menu = shell.sideMenu();
  await shell.openFromMenu('角色管理', '系统管理');
  await expect(page).toHaveURL('/control/role');

  await page.getByRole('button', { name: '新增角色' }).click();
  const roleDialog = new FormDialog(page, '新增角色');
  await roleDialog.fillAll({ 角色标识: 'clerk', 角色名称: '资料员' });
  await roleDialog.save('角色已创建');
  const roleRow = new DataTable(page).row(/资料员/);
  await expect(roleRow).toContainText('clerk');
  await expect(roleRow).toContainText('自定义');

  // Its matrix: view on 用户管理, but not add.
  await roleRow.getByRole('button', { name: /权限设置/ }).click();
  await expect(page).toHaveURL('/control/role/setup/clerk');
  await expect(page.getByText('「资料员」的权限')).toBeVisible();
  const view = page.getByRole('checkbox', { name: '用户管理 查看', exact: true });
  const add = page.getByRole('checkbox', { name: '用户管理 新增', exact: true });
  await expect(view).not.toBeChecked();
  await view.check();
  await expect(view).toBeChecked();
  await expect(add).not.toBeChecked();
  await expect(page.getByText('有尚未保存的修改')).toBeVisible();
  await page.getByRole('button', { name: save }).click();
  await expectNotice(page, '权限已保存，该角色的成员下一次操作时生效');
  await expect(page.getByText('有尚未保存的修改')).toBeHidden();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: '用户管理 查看', exact: true })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: '用户管理 新增', exact: true })).not.toBeChecked();

  // A new member, added as an inspector, then given the role 资料员 from the user table's row action.
  await shell.openFromMenu('用户管理');
  await expect(page).toHaveURL('/default/dashboard/usertable');
  await page.getByRole('button', { name: '新增用户' }).click();
  const userDialog = new FormDialog(page, '新增用户');
  await userDialog.fillAll({ 账号: username, 初始密码: password, 姓名: '赵资料' });
  await userDialog.pick('角色', '检验员');
  await userDialog.save('用户已创建');
  const users = new DataTable(page);
  const userRow = users.row(new RegExp(username));
  await expect(userRow).toContainText('赵资料');
  await expect(userRow).toContainText('检验员');

  await userRow.getByRole('button', { name: /权限/ }).click();
  await expect(page).toHaveURL(new RegExp(`/control/assign/\\d+/${username}$`));
  await expect(page.getByText('分配角色').first()).toBeVisible();
  await expect(page.getByRole('cell', { name: username })).toBeVisible();
  await page.getByRole('radio', { name: /资料员/ }).check();
  await page.getByRole('button', { name: save }).click();
  await expectNotice(page, '角色已分配，该用户下一次操作时生效');
  await expect(page.getByRole('cell', { name: '资料员', exact: true })).toBeVisible();

  await page.getByRole('button', { name: /返\s*回$/ }).click();
  await expect(page).toHaveURL('/default/dashboard/usertable');
  await expect(page.getByRole('row', { name: new RegExp(username) })).toContainText('资料员');
  await shell.signOut();

  // The new member: the menu offers 用户管理, the table reads, but there is no add button.
  await new LoginPage(page).signIn(username, password);
  await expect(page).toHaveURL('/home');
  await shell.expectSignedInAs('赵资料');
  await shell.openFromMenu('用户管理', '系统管理');
  await expect(menu.getByRole('link', { name: '角色管理' })).toHaveCount(0);
  await expect(page).toHaveURL('/default/dashboard/usertable');
  await users.waitLoaded();
  await expect(users.header('账号')).toBeVisible();
  await users.expectRow(/系统管理员/);
  await expect(users.row(new RegExp(username))).toContainText('我');
  await expect(page.getByText('您没有访问权限')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '新增用户' })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: '操作' })).toHaveCount(0);

  // Adding a user by hand is refused by the server: code 3.
  const intruder = `${username}-x`;
  const answer = await page.evaluate(async (account) => {
    const response = await fetch('/api/user/create', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      body: JSON.stringify({ username: account, name: '越权', password: 'Harbour-Crane-42', role: 'staff' }),
    });
    return { status: response.status, body: (await response.json()) as { code: number; msg: string } };
  }, intruder);
  expect(answer.status).toBe(200);
  expect(answer.body.code).toBe(3);
  expect(answer.body.msg).toBeTruthy();

  // Nothing was added.
  await page.reload();
  await expect(page.getByRole('row', { name: new RegExp(username) }).first()).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(intruder) })).toHaveCount(0);
});
