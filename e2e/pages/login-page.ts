import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo1234';

export class LoginPage {
  constructor(private readonly page: Page) {}

  readonly account = () => this.page.getByLabel('账号');
  readonly password = () => this.page.getByLabel('密码');
  readonly submit = () => this.page.getByRole('button', { name: /登\s*录/ });

  async goto(to?: string) {
    await this.page.goto(to ? `/session/login?to=${encodeURIComponent(to)}` : '/session/login');
  }

  async signIn(username: string, password = DEMO_PASSWORD) {
    await this.account().fill(username);
    await this.password().fill(password);
    await this.submit().click();
  }

  async expectError(text: string | RegExp) {
    await expect(this.page.getByRole('alert').filter({ hasText: text })).toBeVisible();
  }
}
