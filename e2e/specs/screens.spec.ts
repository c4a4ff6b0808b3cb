import { expect, test } from '../fixtures/test';
import { snap } from '../pages/journey';
import { LoginPage } from '../pages/login-page';

/** Screenshots of the screens built so far, in Chinese and English, for people to look at. */
const shots = 'screenshots';

test('login page and shell in Chinese and English', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await expect(login.submit()).toBeVisible();
  await snap(page, `${shots}/login-zh.png`);

  await login.signIn('admin');
  await expect(page).toHaveURL('/home');
  await expect(page.getByText('常用功能')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'menu' }).getByRole('link', { name: '个人资料' })).toBeVisible();
  await page.waitForTimeout(400);
  await snap(page, `${shots}/home-zh.png`);

  await page.getByRole('button', { name: '待办' }).click();
  // Earlier journeys may have left the administrator a task, so the list is checked, not its emptiness.
  const todo = page.getByRole('dialog', { name: '待办事项' });
  await expect(todo).toBeVisible();
  await expect(todo.getByRole('columnheader', { name: '审核状态' })).toBeVisible();
  await expect(todo.locator('.ant-spin-spinning')).toHaveCount(0);
  await page.waitForTimeout(400);
  await snap(page, `${shots}/todo-zh.png`);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: '语言' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByText('Shortcuts')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'menu' })).toContainText('Workspace');
  await snap(page, `${shots}/home-en.png`);

  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  await expect(page.getByRole('dialog', { name: 'Change password' })).toBeVisible();
  await page.waitForTimeout(600); // let the dialog's opening animation finish
  await snap(page, `${shots}/change-password-en.png`);
  await page.keyboard.press('Escape');

  // A click on the menu while it slides open under load can be lost: it is opened and clicked
  // again until the question is asked.
  const confirmSignOut = page.getByRole('button', { name: 'Confirm' });
  await expect(async () => {
    const signOut = page.getByRole('menuitem', { name: 'Sign out' });
    if (!(await signOut.isVisible())) await page.getByRole('button', { name: 'User menu' }).click();
    await signOut.click({ timeout: 2_000 });
    await expect(confirmSignOut).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(confirmSignOut).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/session\/login$/);
  await snap(page, `${shots}/login-en.png`);
  // Leave the next journeys in Chinese.
  await page.evaluate(() => localStorage.setItem('language', 'zh-CN'));
});
