import { expect, type Page, test } from '../fixtures/test';
import { FormDialog } from '../pages/form-dialog';
import { shoot as shootPage, signInAs } from '../pages/journey';
import { chooseLanguage } from '../pages/language';
import { expectNotice } from '../pages/notices';
import { Shell } from '../pages/shell';

/**
 * Full-page screenshots of the administration screens, in Chinese and English, for people to look
 * at. Each screen is checked for a known heading and row first, so a broken screen fails the journey.
 */

// Fourteen full-page shots, some of pages several screens tall, take longer than one journey.
test.describe.configure({ timeout: 180_000 });

type Lang = 'zh' | 'en';
type Texts = Record<Lang, string | RegExp>;

interface Screen {
  file: string;
  path: string;
  /** A heading or label of the screen, per language. */
  heading: Texts;
  /** Text of a known row or item of the seeded data, per language. */
  row: Texts;
  /** The ARIA role that holds `row`; plain text when absent. */
  rowRole?: 'row' | 'button' | 'treeitem';
}

const OWNER_SCREENS: Screen[] = [
  {
    file: 'user-table',
    path: '/default/dashboard/usertable',
    heading: { zh: '用户管理', en: 'Users' },
    row: { zh: /李项目.*项目经理/, en: /李项目.*Project manager/ },
    rowRole: 'row',
  },
  {
    file: 'role-matrix',
    path: '/control/role/setup/manager',
    heading: { zh: '「项目经理」的权限', en: 'Permissions of "Project manager"' },
    row: { zh: /^用户管理/, en: /^Users/ },
    rowRole: 'row',
  },
  {
    file: 'role-list',
    path: '/control/role',
    heading: { zh: '角色管理', en: 'Roles' },
    row: { zh: /项目经理.*manager.*内置/, en: /Project manager.*manager.*Built-in/ },
    rowRole: 'row',
  },
  {
    file: 'authority',
    path: '/control/authority',
    heading: { zh: '权限项管理', en: 'Permission items' },
    row: { zh: /用户管理.*user-table/, en: /Users.*user-table/ },
    rowRole: 'row',
  },
  {
    file: 'organization',
    path: '/control/organization',
    heading: { zh: '组织机构', en: 'Organisations' },
    row: { zh: '华东电建监理公司', en: '华东电建监理公司' },
  },
  {
    file: 'menu-editor',
    path: '/control/menu',
    heading: { zh: '菜单结构', en: 'Menu structure' },
    row: { zh: '角色管理', en: 'Roles' },
    rowRole: 'treeitem',
  },
  {
    file: 'route-editor',
    path: '/control/route',
    heading: { zh: '路由管理', en: 'Routes' },
    row: { zh: /user-table.*用户管理/, en: /user-table.*Users/ },
    rowRole: 'row',
  },
  {
    // This journey runs before the upload journeys, so the library is still empty.
    file: 'library-empty',
    path: '/project/data-library/index',
    heading: { zh: '资料库', en: 'Document library' },
    row: { zh: '资料库中还没有文件', en: 'The library has no files yet' },
  },
];

const CONFIG_SCREENS: Screen[] = [
  {
    file: 'owner-list',
    path: '/config/owner/list',
    heading: { zh: '业主管理', en: 'Owners' },
    row: { zh: /华东能源工程项目部.*hdny/, en: /华东能源工程项目部.*hdny/ },
    rowRole: 'row',
  },
  {
    file: 'owner-settings',
    path: '/config/owner/setting/hdny',
    heading: { zh: '系统管理员', en: 'System administrators' },
    row: { zh: '华东能源集团有限公司工程项目部', en: '华东能源集团有限公司工程项目部' },
  },
  {
    file: 'config-users',
    path: '/config/users/list',
    heading: { zh: '用户列表', en: 'Users' },
    row: { zh: /manager.*李项目/, en: /manager.*李项目/ },
    rowRole: 'row',
  },
  {
    file: 'data-dictionary',
    path: '/config/basis/library',
    heading: { zh: '字典类型', en: 'Dictionaries' },
    row: { zh: /公司性质.*company_nature/, en: /公司性质.*company_nature/ },
    rowRole: 'button',
  },
];

/** Waits for spinners and skeletons to go and animations to end, then shoots the whole page. */
async function shoot(page: Page, screen: Screen, lang: Lang) {
  await page.goto(screen.path);
  await expect(page).toHaveURL(screen.path);
  await expect(page.getByText(screen.heading[lang], { exact: true }).first()).toBeVisible();
  const row = screen.rowRole
    ? page.getByRole(screen.rowRole, { name: screen.row[lang] }).first()
    : page.getByText(screen.row[lang]).first();
  await expect(row).toBeVisible();
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton')).toHaveCount(0);
  await expect(page.getByText(lang === 'zh' ? '您没有访问权限' : 'You have no access permission')).toHaveCount(0);
  await shootPage(page, `${screen.file}-${lang}`);
}

test('administration screens of an owner, in Chinese and English', async ({ page }) => {
  await signInAs(page, 'admin');
  await expect(page.getByRole('banner')).toContainText('华东能源工程项目部');

  // The organisation page needs an organisation to show more than its empty state.
  await page.goto('/control/organization');
  await page.getByRole('button', { name: '新增组织' }).click();
  const dialog = new FormDialog(page, '新增组织');
  await dialog.fillAll({ 简称: '华东电建监理公司', 全称: '华东电力建设工程监理有限公司' });
  await dialog.save('组织已新增');
  await page.getByPlaceholder('输入部门名称后回车添加').fill('质量检验部');
  await page.getByPlaceholder('输入部门名称后回车添加').press('Enter');
  await expectNotice(page, '部门已添加');

  for (const screen of OWNER_SCREENS) await shoot(page, screen, 'zh');
  await chooseLanguage(page, 'en');
  for (const screen of OWNER_SCREENS) await shoot(page, screen, 'en');
  await chooseLanguage(page, 'zh');
});

test('configuration screens, in Chinese and English', async ({ page }) => {
  await signInAs(page, 'admin');
  await new Shell(page).switchOwner('平台配置中心');
  await expect(page).toHaveURL('/config/home');

  for (const screen of CONFIG_SCREENS) await shoot(page, screen, 'zh');
  await chooseLanguage(page, 'en');
  for (const screen of CONFIG_SCREENS) await shoot(page, screen, 'en');
  await chooseLanguage(page, 'zh');

  // Leave admin where the other journeys expect it.
  await new Shell(page).switchOwner('华东能源工程项目部');
  await expect(page).toHaveURL('/home');
});
