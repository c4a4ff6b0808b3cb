import { expect, test } from '../fixtures/test';
import { DataTable } from '../pages/data-table';
import { confirmWithEnter, signedIn, snap } from '../pages/journey';
import { LoginPage } from '../pages/login-page';
import { expectNotice, journeyContext } from '../pages/notices';
import { Shell } from '../pages/shell';

/** How soon the open page shows a change pushed to it (it never polls, so only the push can show it). */
const LIVE_MS = 5_000;

test('the online users come and go live; an administrator ends a member session and the member is sent to the login page', async ({
  browser,
}) => {
  const clientContext = await journeyContext(browser);
  const clientPage = await clientContext.newPage();
  await new LoginPage(clientPage).goto();
  await new LoginPage(clientPage).signIn('client');
  await expect(clientPage).toHaveURL('/home');
  await new Shell(clientPage).expectLive();

  const adminContext = await journeyContext(browser);
  const page = await adminContext.newPage();
  await new LoginPage(page).goto();
  await new LoginPage(page).signIn('admin');
  await new Shell(page).openFromMenu('在线用户', '系统管理');
  await expect(page).toHaveURL('/control/online');

  const table = new DataTable(page);
  await table.waitLoaded();
  await new Shell(page).expectLive();

  // People come and go while the page is open: it shows them without a reload.
  const manager = await signedIn(browser, 'manager');
  await expect(table.row(/李项目/)).toBeVisible({ timeout: LIVE_MS });
  await new Shell(manager).signOut();
  await expect(table.row(/李项目/)).toHaveCount(0, { timeout: LIVE_MS });

  await expect(table.row(/当前会话/).getByRole('button', { name: /强制下线/ })).toBeDisabled();
  const row = table.row(/陈委托/);
  await row.getByRole('button', { name: /强制下线/ }).click();
  await expect(page.getByText('确定要将 陈委托（client）强制下线吗？')).toBeVisible();
  await snap(page, 'screenshots/online-users-zh.png');
  // CI failed once when screenshots stopped giving the dialog time to focus its button.
  await confirmWithEnter(page, '确定要将 陈委托（client）强制下线吗？');
  await expectNotice(page, '已将该用户下线');
  await table.expectNoRow(/陈委托/);

  // The member's screen hears it on its socket: the login page says why, without a click.
  await expect(clientPage).toHaveURL('/session/login?to=%2Fhome');
  await expect(clientPage.getByRole('alert')).toContainText('您已被管理员强制下线，或已在其他窗口退出登录，请重新登录');

  await clientContext.close();
  await adminContext.close();
});
