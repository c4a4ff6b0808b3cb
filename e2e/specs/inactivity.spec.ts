import { expect, test } from '../fixtures/test';
import { LoginPage } from '../pages/login-page';
import { Shell } from '../pages/shell';

test('15 minutes without a mouse or key press signs the user out (checked every 50 s)', async ({ page }) => {
  await page.clock.install();
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn('manager');
  await expect(page).toHaveURL('/home');
  await new Shell(page).expectSignedInAs('李项目');

  // 14 minutes idle: still signed in.
  await page.clock.runFor('14:00');
  await expect(page).toHaveURL('/home');

  // Past 15 minutes, the next 50-second check signs out: by 15:50 at the latest. Step a second at a
  // time and look at once, because the notice itself stays only a few seconds.
  for (let second = 0; second < 110 && !page.url().endsWith('/session/login'); second++) {
    await page.clock.runFor(1000);
  }
  await expect(page).toHaveURL(/\/session\/login$/);
  await expect(page.getByText('您已超过 15 分钟未操作，请重新登录')).toBeVisible();
});
