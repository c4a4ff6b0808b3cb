import { expect, test } from '../fixtures/test';
import { signInAs } from '../pages/journey';
import { LoginPage } from '../pages/login-page';
import { Shell } from '../pages/shell';

test('a section address opens its first page, built or not, under its breadcrumb and tab title', async ({ page }) => {
  await new LoginPage(page).goto('/equipment');
  await new LoginPage(page).signIn('admin');
  // The equipment list is not built yet: its not-found page shows inside the layout.
  await expect(page).toHaveURL('/equipment/index');
  await expect(page.getByText('页面不存在', { exact: true })).toBeVisible();
  const breadcrumb = page.getByRole('navigation', { name: '面包屑导航' });
  await expect(breadcrumb).toContainText('设备管理');
  await expect(breadcrumb).toContainText('设备列表');
  await expect(page).toHaveTitle('设备列表 - 检验监理平台');
  // A built section opens its first screen the same way.
  await page.goto('/project');
  await expect(page).toHaveURL('/project/engineering/index');
  await expect(page.getByText('项目组', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle('工程项目 - 检验监理平台');
  await page.goto('/knowledge');
  await expect(page).toHaveURL('/knowledge/law');
  await expect(page).toHaveTitle('法规库 - 检验监理平台');
});

test("the section crumb leads to the section's first page, and the tab follows the page", async ({ page }) => {
  await signInAs(page, 'admin');
  await expect(page).toHaveTitle('首页 - 检验监理平台');
  await new Shell(page).openFromMenu('角色管理', '系统管理');
  await expect(page).toHaveURL('/control/role');
  await expect(page).toHaveTitle('角色管理 - 检验监理平台');
  const breadcrumb = page.getByRole('navigation', { name: '面包屑导航' });
  await expect(breadcrumb.getByRole('link')).toHaveCount(1);
  await breadcrumb.getByRole('link', { name: '系统管理' }).click();
  await expect(page).toHaveURL('/control/authority');
  await expect(page).toHaveTitle('权限项管理 - 检验监理平台');
});
