import { expect, type Page, test } from '@playwright/test';
import { LoginPage } from '../pages/login-page';

async function switchOwner(page: Page, name: string, screenshot?: string) {
  await page.getByRole('button', { name: '切换项目来源' }).click();
  const dialog = page.getByRole('dialog', { name: '切换项目来源' });
  await dialog.getByRole('radio', { name }).check();
  if (screenshot) {
    await page.waitForTimeout(400);
    await page.screenshot({ path: `screenshots/${screenshot}` });
  }
  await dialog.getByRole('button', { name: /切\s*换/ }).click();
  await expect(page.getByText('切换成功')).toBeVisible();
}

test('a user of one owner sees no library-switch button', async ({ page }) => {
  await new LoginPage(page).goto();
  await new LoginPage(page).signIn('client');
  await expect(page).toHaveURL('/home');
  await expect(page.getByRole('button', { name: '待办' })).toBeVisible();
  await expect(page.getByRole('button', { name: '切换项目来源' })).toHaveCount(0);
});

test('switching owner changes the owner shown, and the configuration owner brings its own layout', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn('admin');
  await expect(page.getByRole('banner')).toContainText('华东能源工程项目部');

  await switchOwner(page, '西南水电检验中心', 'owner-dialog-zh.png');
  await expect(page).toHaveURL('/home');
  await expect(page.getByRole('banner')).toContainText('西南水电检验中心');

  await switchOwner(page, '平台配置中心');
  await expect(page).toHaveURL('/config/home');
  const menu = page.getByRole('navigation', { name: 'menu' });
  await expect(menu.getByRole('link', { name: '配置首页' })).toBeVisible();
  // A route of the default layout while in the configuration owner leads back to /config.
  await page.goto('/home');
  await expect(page).toHaveURL('/config/home');

  // Leave admin where the other journeys expect it.
  await switchOwner(page, '华东能源工程项目部');
  await expect(page).toHaveURL('/home');
  await expect(menu.getByRole('link', { name: '首页' })).toBeVisible();
});
