import { expect, type Page, test } from '../fixtures/test';
import { LoginPage } from '../pages/login-page';
import { expectNotice } from '../pages/notices';
import { Shell } from '../pages/shell';

/** A client-side route change, as a link inside the app would make. */
const navigateInApp = (page: Page, path: string) =>
  page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);

test('a page whose index permission is off is refused in place when opened directly', async ({ page }) => {
  await new LoginPage(page).goto('/control/role');
  await new LoginPage(page).signIn('client');
  await expect(page).toHaveURL('/control/role');
  await expectNotice(page, '您没有访问权限');
  await expect(page.getByText('403')).toBeVisible();
});

test('coming from another page, a refused page sends the user back to the root after 1 s', async ({ page }) => {
  await new LoginPage(page).goto();
  await new LoginPage(page).signIn('client');
  await expect(page).toHaveURL('/home');
  await navigateInApp(page, '/control/role');
  await expectNotice(page, '您没有访问权限');
  await expect(page).toHaveURL('/home', { timeout: 5000 });
});

test('each page permission is fetched once per role and page, however often the page is opened', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/organization/get-page-permission') asked.push(url.searchParams.get('key') ?? '');
  });
  await new LoginPage(page).goto();
  await new LoginPage(page).signIn('manager');
  const shell = new Shell(page);
  await shell.openFromMenu('个人资料');
  await expect(page).toHaveURL('/default/users/user-profile');
  await shell.openFromMenu('首页');
  await shell.openFromMenu('个人资料');
  await shell.openFromMenu('首页');
  await expect(page).toHaveURL('/home');
  // The home also asks whether its news card and the manager's figures (the analysis page's, and the
  // findings' rates: the findings overview's) may show, each once: the home's cards ask as they come,
  // after its address has changed, so the list is awaited (a key asked twice never matches it).
  await expect
    .poll(() => [...asked].sort())
    .toEqual(['home', 'news', 'project-analysis', 'project-found', 'user-profile']);
});
