import { expect, test } from '../fixtures/test';
import { snap } from '../pages/journey';
import { LoginPage } from '../pages/login-page';
import { expectNotice } from '../pages/notices';
import { Shell } from '../pages/shell';

test('a signed-out visit to a protected page goes to login and returns there after signing in', async ({ page }) => {
  await page.goto('/control/role');
  await expect(page).toHaveURL('/session/login?to=%2Fcontrol%2Frole');
  await new LoginPage(page).signIn('admin');
  await expect(page).toHaveURL('/control/role');
  await new Shell(page).expectSignedInAs('系统管理员');
  await expect(page.getByRole('navigation', { name: '面包屑导航' })).toContainText('角色管理');
});

test('the account and password are required before anything is sent', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  let sent = false;
  page.on('request', (request) => {
    if (request.url().includes('/api/user/login')) sent = true;
  });
  await login.submit().click();
  await expect(page.getByText('请输入账号')).toBeVisible();
  await expect(page.getByText('请输入密码')).toBeVisible();
  expect(sent).toBe(false);
});

test('a wrong password shows the error and stays on the login page', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn('manager', 'not-the-password');
  await login.expectError('账号或密码错误');
  await expect(page).toHaveURL(/\/session\/login/);
});

test('signing out ends the session: protected pages need a login again', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn('client');
  await expect(page).toHaveURL('/home');
  const shell = new Shell(page);
  await shell.expectSignedInAs('陈委托');
  await shell.signOut();
  await page.goto('/home');
  await expect(page).toHaveURL('/session/login?to=%2Fhome');
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('页面不存在', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: '回到首页' }).click();
  await expect(page).toHaveURL(/\/session\/login/);
});

test('the side menu comes from the server and leads to the pages of the role', async ({ page }) => {
  await new LoginPage(page).goto();
  await new LoginPage(page).signIn('manager');
  const shell = new Shell(page);
  await expect(shell.sideMenu().getByRole('menuitem', { name: '工作台' })).toBeVisible();
  await shell.openFromMenu('个人资料');
  await expect(page).toHaveURL('/default/users/user-profile');
  await expect(page.getByLabel('账号')).toHaveValue('manager');
});

test('Escape cancels signing out; the user stays signed in', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn('client');
  const shell = new Shell(page);
  await shell.openUserMenuItem('退出登录');
  await expect(page.getByText('确定要退出登录吗？')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText('确定要退出登录吗？')).toBeHidden();
  await page.reload();
  await expect(page).toHaveURL('/home');
  await shell.expectSignedInAs('陈委托');
});

test('the profile page saves the user details and refuses a bad e-mail address', async ({ page }) => {
  await new LoginPage(page).goto();
  await new LoginPage(page).signIn('manager');
  await new Shell(page).openUserMenuItem('个人资料');
  await expect(page).toHaveURL('/default/users/user-profile');
  await page.getByLabel('电子邮箱').fill('not-an-address');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('请输入有效的电子邮箱')).toBeVisible();

  await page.getByLabel('电话').fill('+86 138-0013-8000');
  await page.getByLabel('电子邮箱').fill('li.manager@example.cn');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expectNotice(page, '个人资料已保存');
  await page.reload();
  await expect(page.getByLabel('电子邮箱')).toHaveValue('li.manager@example.cn');
  await snap(page, 'screenshots/profile-zh.png');
});
