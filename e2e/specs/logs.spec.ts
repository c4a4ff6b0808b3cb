import { expect, test } from '../fixtures/test';
import { DataTable } from '../pages/data-table';
import { snap } from '../pages/journey';
import { LoginPage } from '../pages/login-page';
import { Shell } from '../pages/shell';

test('the administrator reads the audit log from the administration menu', async ({ page }) => {
  await new LoginPage(page).goto();
  await new LoginPage(page).signIn('admin');
  await new Shell(page).openFromMenu('操作日志', '系统管理');
  await expect(page).toHaveURL('/control/audit-log');
  await expect(page.getByRole('columnheader', { name: '变更内容' })).toBeVisible();
  await expect(page.getByText('每页条数')).toBeVisible();
  await snap(page, 'screenshots/audit-log-zh.png');
});

test('a failed sign-in shows in the login log of the configuration owner, found by a filter', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn('no-such-account-e2e', 'whatever-it-is');
  await login.expectError('账号或密码错误');
  await login.signIn('admin');
  await expect(page).toHaveURL('/home');
  await new Shell(page).switchOwner('平台配置中心');
  await new Shell(page).openFromMenu('登录日志');
  await expect(page).toHaveURL('/config/login-log');

  const table = new DataTable(page);
  await table.waitLoaded();
  await table.filterText('账号', 'no-such');
  await expect(table.row(/no-such-account-e2e/)).toContainText('账号或密码错误');
  await table.expectNoRow(/登录成功/);
  await expect(page.getByText('您没有访问权限')).toHaveCount(0);
  await snap(page, 'screenshots/login-log-zh.png');

  await new Shell(page).switchOwner('华东能源工程项目部');
  await expect(page).toHaveURL('/home');
});
