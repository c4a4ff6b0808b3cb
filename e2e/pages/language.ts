import { expect, type Page } from '@playwright/test';

/** Switches the page's language through the top bar's menu and waits for the bar to read in it. */
export async function chooseLanguage(page: Page, lang: 'en' | 'zh') {
  await page.getByRole('button', { name: lang === 'en' ? '语言' : 'Language' }).click();
  await page.getByRole('menuitem', { name: lang === 'en' ? 'English' : '简体中文' }).click();
  await expect(page.getByRole('button', { name: lang === 'en' ? 'Language' : '语言' })).toBeVisible();
}
