import { expect, type Locator, type Page, test } from '../fixtures/test';
import { DataTable } from '../pages/data-table';
import { FormDialog } from '../pages/form-dialog';
import { snap } from '../pages/journey';
import { LoginPage } from '../pages/login-page';
import { Shell } from '../pages/shell';

/**
 * The shell on a phone (390 × 844): the side menu is a drawer, the top bar keeps the to-do and user
 * buttons in view, tables scroll inside their card and dialogs fit the screen. Screenshots for people
 * to look at.
 */
const WIDTH = 390;
const HEIGHT = 844;
test.use({ viewport: { width: WIDTH, height: HEIGHT }, isMobile: true, hasTouch: true });

const shot = async (page: Page, name: string) => {
  // Let drawers, dropdowns and dialogs finish their entrance animation.
  await page.waitForTimeout(400);
  await snap(page, `screenshots/phone-${name}.png`);
};

/**
 * The element lies within the screen's width (and, unless told otherwise, its height), once it has
 * stopped moving in.
 */
async function expectOnScreen(locator: Locator, { vertically = true } = {}) {
  await expect(locator).toBeVisible();
  const outside = async () => {
    const box = await locator.boundingBox();
    if (!box) return 'not drawn';
    const across = box.x >= 0 && box.x + box.width <= WIDTH;
    const down = !vertically || (box.y >= 0 && box.y + box.height <= HEIGHT);
    return across && down ? null : `at ${box.x},${box.y} size ${box.width}×${box.height}`;
  };
  await expect.poll(outside).toBeNull();
}

/** The page itself never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH);
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'menu' });
const openMenu = (page: Page) => page.getByRole('button', { name: '打开菜单' }).click();

async function signInAsAdmin(page: Page) {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn('admin');
  await expect(page).toHaveURL('/home');
}

test('login and home fit the phone, with the to-do and user buttons in view', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await expectOnScreen(login.submit());
  await expectNoSidewaysScroll(page);
  await shot(page, 'login');

  await login.signIn('admin');
  await expect(page).toHaveURL('/home');
  await expect(page.getByText('常用功能')).toBeVisible();
  // No side menu takes the width: it waits in the drawer.
  await expect(menu(page)).toHaveCount(0);
  await expectOnScreen(page.getByRole('button', { name: '待办' }));
  await expectOnScreen(page.getByRole('button', { name: '用户菜单' }));
  await expectOnScreen(page.getByRole('button', { name: '打开菜单' }));
  await expectOnScreen(page.getByRole('button', { name: '更多' }));
  await expectOnScreen(page.getByRole('navigation', { name: '面包屑导航' }));
  await expectNoSidewaysScroll(page);
  await shot(page, 'home');

  // The user menu names who is signed in, as the top bar has no room for it.
  await page.getByRole('button', { name: '用户菜单' }).click();
  const userMenu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
  await expect(userMenu.getByRole('menuitem', { name: '系统管理员' })).toBeVisible();
  await expectOnScreen(userMenu);
  await shot(page, 'user-menu');
  await page.keyboard.press('Escape');
});

test('the "more" menu holds the owner switch, the quick links and the language', async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole('button', { name: '更多' }).click();
  const more = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').first();
  await expect(more.getByRole('menuitem', { name: '切换项目来源' })).toBeVisible();
  await expectOnScreen(more);
  await more.getByRole('menuitem', { name: '快速导航' }).click();
  const links = page.locator('.ant-dropdown-menu-submenu-popup:not(.ant-dropdown-menu-submenu-hidden)');
  await expectOnScreen(links.getByRole('menuitem', { name: '个人资料' }));
  await shot(page, 'more');
  await links.getByRole('menuitem', { name: '个人资料' }).click();
  await expect(page).toHaveURL('/default/users/user-profile');

  await page.getByRole('button', { name: '更多' }).click();
  await page.getByRole('menuitem', { name: '切换项目来源' }).click();
  const owners = page.getByRole('dialog', { name: '切换项目来源' });
  await expectOnScreen(owners);
  await shot(page, 'owner-dialog');
  await page.keyboard.press('Escape');
  await expect(owners).toBeHidden();

  await page.getByRole('button', { name: '更多' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await page.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: '简体中文' }).click();
  await expect(page.getByRole('button', { name: '打开菜单' })).toBeVisible();
});

test('the drawer menu opens a table page; the table scrolls inside its card', async ({ page }) => {
  await signInAsAdmin(page);
  const shell = new Shell(page);

  await openMenu(page);
  await expectOnScreen(menu(page), { vertically: false });
  await shot(page, 'drawer');
  await page.keyboard.press('Escape');
  await expect(menu(page)).toBeHidden();

  // A tap beside the drawer closes it too.
  await openMenu(page);
  await expect(menu(page)).toBeVisible();
  await page.mouse.click(WIDTH - 20, HEIGHT / 2);
  await expect(menu(page)).toBeHidden();

  await openMenu(page);
  await shell.openFromMenu('用户管理', '系统管理');
  await expect(page).toHaveURL('/default/dashboard/usertable');
  await expect(menu(page)).toBeHidden();
  await new DataTable(page).expectRow(/李项目/);

  const scroller = page.locator('.ant-table-content').first();
  const sizes = await scroller.evaluate((box) => ({ scroll: box.scrollWidth, client: box.clientWidth }));
  expect(sizes.scroll).toBeGreaterThan(sizes.client);
  expect(sizes.client).toBeLessThanOrEqual(WIDTH);
  await expectNoSidewaysScroll(page);
  await expectOnScreen(page.getByRole('button', { name: '待办' }));
  await expectOnScreen(page.getByRole('button', { name: '用户菜单' }));
  await shot(page, 'table');

  await scroller.evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
  await expectNoSidewaysScroll(page);
  await shot(page, 'table-scrolled');
});

test('dialogs fit the screen: a new user and the password', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/default/dashboard/usertable');
  await page.getByRole('button', { name: /新增用户/ }).click();
  const create = new FormDialog(page, '新增用户');
  await expect(create.field('账号')).toBeVisible();
  // A long form scrolls down; across, it stays within the screen.
  await expectOnScreen(create.root, {
    vertically: false,
  });
  await expectNoSidewaysScroll(page);
  await shot(page, 'user-dialog');
  const save = create.root.getByRole('button', { name: /保\s*存/ });
  await save.scrollIntoViewIfNeeded();
  await expectOnScreen(save);
  await page.keyboard.press('Escape');
  await create.waitClosed();

  await new Shell(page).openUserMenuItem('修改密码');
  const password = new FormDialog(page, '修改密码');
  await expect(password.field('原密码')).toBeVisible();
  await expectOnScreen(password.root);
  await shot(page, 'password-dialog');
});

test('the process route editor fits the phone: each step wraps its fields and buttons', async ({ page }) => {
  await signInAsAdmin(page);
  await openMenu(page);
  await new Shell(page).openFromMenu('流程控制', '定制管理');
  await expect(page).toHaveURL('/process/control');
  const steps = page.getByTestId('process-step');
  await expect(steps.first()).toBeVisible();
  await expectOnScreen(steps.first().getByLabel('工序名称'), { vertically: false });
  await expectOnScreen(steps.first().getByRole('button', { name: '移除' }), { vertically: false });
  await expectOnScreen(page.getByRole('combobox', { name: '装置' }), { vertically: false });
  await expectNoSidewaysScroll(page);
  await shot(page, 'process-control');
});
