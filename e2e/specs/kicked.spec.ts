import { expect, test } from '../fixtures/test';
import { shotPath, snap } from '../pages/journey';
import { LoginPage } from '../pages/login-page';
import { journeyContext, recordedNotices } from '../pages/notices';
import { Shell } from '../pages/shell';

const ELSEWHERE = '您的账户已在其他地方登陆，请重新登陆';

test('signing in elsewhere sends the first tab to the login page at once, saying why', async ({ page, browser }) => {
  await new LoginPage(page).goto();
  await new LoginPage(page).signIn('manager');
  await expect(page).toHaveURL('/home');
  const first = new Shell(page);
  await first.expectLive();
  await first.realtime().hover();
  await expect(page.getByRole('tooltip')).toHaveText('实时连接：已连接');
  await snap(page, shotPath('realtime-top-bar-zh.png'), { clip: { x: 760, y: 0, width: 680, height: 100 } });

  // The same person signs in on another computer: one live session per user (DESIGN §5).
  const other = await (await journeyContext(browser)).newPage();
  await new LoginPage(other).goto();
  const kick = page.getByRole('alert').filter({ hasText: ELSEWHERE });
  // When the reason shows, watched in the page (an expectation looks only every few hundred ms).
  const shown = kick.waitFor({ timeout: 10_000 }).then(() => Date.now());
  const answered = other.waitForResponse((response) => response.url().endsWith('/api/user/login'));
  await new LoginPage(other).signIn('manager');
  // The first session ended when the second sign-in was answered; the sign-in completes on /home.
  await answered;
  const sessionEnded = Date.now();
  await expect(other).toHaveURL('/home');
  const signedInElsewhere = Date.now();

  // Without a click, the first tab is on the login page within a second, saying why (SPEC §7).
  await expect(kick).toBeVisible({ timeout: 1500 });
  const shownAt = await shown;
  test.info().annotations.push({
    type: 'kick shown',
    description: `${shownAt - sessionEnded} ms after the session ended, ${shownAt - signedInElsewhere} ms after the sign-in completed`,
  });
  await expect(kick).toContainText('提醒');
  await expect(page).toHaveURL('/session/login?to=%2Fhome');
  await snap(page, shotPath('kicked-login-zh.png'));
  // The reason is the only word: neither "session ended" nor "socket failed" shows.
  expect(await recordedNotices(page)).toEqual([]);

  // The other computer carries on, live; the kicked tab keeps its reason until it signs in again.
  await new Shell(other).expectLive();
  await page.reload();
  await expect(kick).toBeVisible();
});
