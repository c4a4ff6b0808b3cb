import { expect, type Page } from '@playwright/test';
import { expectNotice } from './notices';

/** The signed-in layout: top bar, side menu, page bar. */
export class Shell {
  constructor(private readonly page: Page) {}

  readonly userMenu = () => this.page.getByRole('button', { name: '用户菜单' });
  readonly sideMenu = () => this.page.getByRole('navigation', { name: 'menu' });
  /** The top bar's dot for the real-time socket, named by its state (实时连接：已连接, …). */
  readonly realtime = () => this.page.getByRole('img', { name: /^实时连接：/ });

  /** The socket is open: pushes (a kick) reach this page from now on. */
  async expectLive() {
    await expect(this.realtime()).toHaveAccessibleName('实时连接：已连接');
  }

  /**
   * Opens a page from the side menu, opening its group first when it is closed, and clicks only once
   * no submenu is animating. A link in a submenu that is still growing sits in a clipped box; to
   * bring it into view Chromium scrolls that box, and when the animation ends the scroll is dropped:
   * the click then lands about six rows higher (on 用户管理 instead of 在线用户) and nothing opens.
   */
  async openFromMenu(item: string, group?: string) {
    const menu = this.sideMenu();
    const settled = () => expect(menu.locator('[class*="ant-motion-collapse"]')).toHaveCount(0);
    if (group) {
      // The group's accessible name starts with its icon's label, so it is matched as a part.
      const title = menu.getByRole('menuitem', { name: group });
      // Just after sign-in the group of the page shown (工作台 for /home) opens by itself, and the
      // titles below it move down while it grows: a click that starts on 单位管理 then ends on the row
      // above it, and opens nothing (seen in CI). So it is clicked once the menu stands still, and
      // again if the group still reads closed once that opening has run.
      await expect(async () => {
        await settled();
        if ((await title.getAttribute('aria-expanded')) !== 'true') await title.click();
        await expect(title).toHaveAttribute('aria-expanded', 'true', { timeout: 2_000 });
      }).toPass({ timeout: 15_000 });
    }
    const link = menu.getByRole('link', { name: item, exact: true });
    await expect(link).toBeVisible();
    await settled();
    await link.click();
  }

  async expectSignedInAs(name: string) {
    await expect(this.userMenu()).toContainText(name);
  }

  async openUserMenuItem(label: string) {
    await this.userMenu().click();
    const item = this.page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menuitem', { name: label });
    await expect(item).toBeVisible();
    await item.click();
  }

  /** Switches the current owner (项目来源) through the top bar's dialog. */
  async switchOwner(name: string) {
    await this.page.getByRole('button', { name: '切换项目来源' }).click();
    const dialog = this.page.getByRole('dialog', { name: '切换项目来源' });
    await dialog.getByRole('radio', { name }).check();
    await dialog.getByRole('button', { name: /切\s*换/ }).click();
    await expectNotice(this.page, '切换成功');
  }

  /** Signing out asks for confirmation; Enter confirms (SPEC §4). */
  async signOut() {
    await this.openUserMenuItem('退出登录');
    await expect(this.page.getByText('确定要退出登录吗？')).toBeVisible();
    await expect(this.page.getByRole('button', { name: /确\s*认/ })).toBeFocused();
    await this.page.keyboard.press('Enter');
    await expect(this.page).toHaveURL(/\/session\/login$/);
  }
}
