import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, expect, type Page, type PageScreenshotOptions } from '@playwright/test';
import { DEMO_PASSWORD } from './login-page';
import { journeyContext } from './notices';

const shots = process.env.E2E_SHOTS ?? 'screenshots';

/** The envelope code of an answer that succeeded (the contract's `Code.Success`). */
const SUCCESS = 1;

/**
 * Signs `username` in as the sign-in screen does, by its call, and opens /home: for journeys whose
 * subject comes after the sign-in. The screen itself is walked by the journeys about it (session,
 * logs, change-password, kicked, route-guard, inactivity); loading it before every journey cost the
 * browser about 1.4 s of processor time each, a sixth of the journeys' time in CI.
 */
export async function signInAs(page: Page, username: string, password = DEMO_PASSWORD) {
  const answer = await page.context().request.post('/api/user/login', {
    data: { username, password },
    headers: { 'x-requested-with': 'XMLHttpRequest' },
  });
  expect(answer.ok(), `sign-in of ${username}`).toBe(true);
  expect((await answer.json()).code, `sign-in of ${username}`).toBe(SUCCESS);
  await page.goto('/home');
  await expect(page).toHaveURL('/home');
}

/** A new browser context signed in as `username` (Chinese, a desktop unless a viewport is given), on /home. */
export async function signedIn(
  browser: Browser,
  username: string,
  {
    password,
    viewport = { width: 1440, height: 900 },
  }: { password?: string; viewport?: { width: number; height: number } } = {},
): Promise<Page> {
  const page = await (await journeyContext(browser, { viewport })).newPage();
  await signInAs(page, username, password);
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

/** A screenshot at `path` (of the page, or of the `clip` part of it), unless screenshots are off (CI). */
export async function snap(page: Page, path: string, options: Pick<PageScreenshotOptions, 'fullPage' | 'clip'> = {}) {
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

/**
 * Clicks the confirming button of the dialog asking `question`. A click can be lost while the dialog
 * zooms in under load (the dialog then stays open): it is clicked again only if the dialog is still
 * there 2 s later, by when a click that landed has closed it or set its button loading.
 */
export async function confirmByClick(page: Page, question: string | RegExp, button = /确\s*[定认]/) {
  const confirm = page.getByRole('dialog').filter({ hasText: question });
  const ok = confirm.getByRole('button', { name: button });
  await expect(ok).toBeVisible();
  await expect(async () => {
    if (await ok.isVisible()) await ok.click();
    await expect(confirm).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}
