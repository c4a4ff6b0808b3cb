import { type APIRequestContext, expect, type Page, test } from '../fixtures/test';
import { FormDialog } from '../pages/form-dialog';
import { DEMO_PASSWORD, LoginPage } from '../pages/login-page';
import { expectNotice } from '../pages/notices';
import { Shell } from '../pages/shell';

async function openDialog(page: Page, username: string, password = DEMO_PASSWORD) {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(username, password);
  await expect(page).toHaveURL('/home');
  await new Shell(page).openUserMenuItem('修改密码');
  const dialog = new FormDialog(page, '修改密码');
  await dialog.expectOpen();
  return dialog;
}

/** Fills the three fields and presses 保存. */
async function change(dialog: FormDialog, oldPassword: string, newPassword: string, retyped = newPassword) {
  await dialog.fill('原密码', oldPassword);
  await dialog.fill('新密码', newPassword, { exact: true });
  await dialog.fill('确认新密码', retyped);
  await dialog.submit();
}

test('different new passwords show the spec message and send nothing', async ({ page }) => {
  const dialog = await openDialog(page, 'manager');
  let sent = false;
  page.on('request', (request) => {
    if (request.url().includes('/api/user/change-password')) sent = true;
  });
  await change(dialog, DEMO_PASSWORD, 'Harbour-Crane-42', 'Harbour-Crane-43');
  await expectNotice(page, '密码修改失败，两次新密码输入不一致');
  expect(sent).toBe(false);
});

test('a wrong old password is shown under its field', async ({ page }) => {
  const dialog = await openDialog(page, 'manager');
  await change(dialog, 'not-my-password', 'Harbour-Crane-42');
  await dialog.expectFieldError('原密码不正确', '原密码');
});

/**
 * An inspector of its own, made through the API by the administrator: other journeys sign in as the
 * demo accounts with the demo password, and a changed password cannot be changed back to it (it is
 * on the list of passwords too common to use).
 */
async function newInspector(request: APIRequestContext, password: string) {
  const headers = { 'x-requested-with': 'e2e' };
  const login = await request.post('/api/user/login', {
    headers,
    data: { username: 'admin', password: DEMO_PASSWORD },
  });
  expect((await login.json()).code).toBe(1);
  const username = `pw${Date.now().toString(36)}`;
  const created = await request.post('/api/user/create', {
    headers,
    data: { username, password, name: '冯检验', role: 'staff' },
  });
  expect((await created.json()).code).toBe(1);
  return username;
}

test('a changed password signs the user out after 3 s and only the new password works', async ({ page, request }) => {
  const oldPassword = 'Quay-Lantern-77';
  const newPassword = 'Harbour-Crane-42';
  const username = await newInspector(request, oldPassword);
  const dialog = await openDialog(page, username, oldPassword);
  await change(dialog, oldPassword, newPassword);
  await expectNotice(page, '密码修改成功，即将返回登陆界面');
  await expect(page).toHaveURL(/\/session\/login$/, { timeout: 8000 });

  const login = new LoginPage(page);
  await login.signIn(username, oldPassword);
  await login.expectError('账号或密码错误');
  await login.password().fill(newPassword);
  await login.submit().click();
  await expect(page).toHaveURL('/home');
  await new Shell(page).expectSignedInAs('冯检验');
});
