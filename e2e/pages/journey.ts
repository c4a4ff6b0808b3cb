import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, expect, type Page } from '@playwright/test';
import { LoginPage } from './login-page';

const shots = process.env.E2E_SHOTS ?? 'screenshots';

/** A new browser context signed in as `username` (Chinese, a desktop unless a viewport is given), on /home. */
export async function signedIn(
  browser: Browser,
  username: string,
  {
    password,
    viewport = { width: 1440, height: 900 },
  }: { password?: string; viewport?: { width: number; height: number } } = {},
): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'zh-CN', viewport })).newPage();
  await new LoginPage(page).goto();
  await new LoginPage(page).signIn(username, password);
  await expect(page).toHaveURL('/home');
  return page;
}

/**
 * Whether the journeys write their screenshots: for people to look at, so CI, which keeps only the
 * log, turns them off (E2E_SHOTS=off in .ci/run); the wait for the page to settle stays.
 */
const writeShots = shots !== 'off';

/** Shoots the page once the spinners and skeletons have gone and animations have ended. */
export async function shoot(page: Page, name: string, fullPage = true) {
  await expect(page.locator('.ant-skeleton, .ant-spin-spinning')).toHaveCount(0);
  if (!writeShots) return;
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage, animations: 'disabled' });
}

/** A screenshot at `path`, unless screenshots are off (CI). */
export async function snap(page: Page, path: string, options: { fullPage?: boolean } = {}) {
  if (writeShots) await page.screenshot({ path, ...options });
}

/** Where files the journeys make go: beside the screenshots, or a scratch folder when those are off. */
const filesDir = writeShots ? shots : mkdtempSync(join(tmpdir(), 'e2e-files-'));

/** Where the journeys write their screenshots and other files to look at. */
export const shotPath = (file: string) => join(filesDir, file);

/**
 * Confirms the dialog asking `question` with Enter, once the dialog has focused its button: Enter
 * pressed while it still opens is lost.
 */
export async function confirmWithEnter(page: Page, question: string | RegExp) {
  const dialog = page.getByRole('dialog').filter({ hasText: question });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('button:focus')).toHaveCount(1);
  await page.keyboard.press('Enter');
}
