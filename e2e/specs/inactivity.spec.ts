import { expect, test } from '../fixtures/test';
import { LoginPage } from '../pages/login-page';
import { expectNotice } from '../pages/notices';
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

  // Past 15 minutes, the next 50-second check signs out: by 15:50 at the latest, a second at a time.
  // The notice is taken from the page's record of notices (pages/notices.ts), not looked for on
  // screen: while the sign-out call was on its way, the loop went on moving the page's clock, and on
  // a busy CI machine that ran the notice's few seconds out before it was looked for.
  for (let second = 0; second < 110 && !page.url().endsWith('/session/login'); second++) {
    await page.clock.runFor(1000);
  }
  await expect(page).toHaveURL(/\/session\/login$/);
  await expectNotice(page, '您已超过 15 分钟未操作，请重新登录');
});
