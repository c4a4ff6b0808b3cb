import { type Browser, type BrowserContext, type BrowserContextOptions, expect, type Page } from '@playwright/test';

/**
 * A notice (antd message) stays two seconds for a success, four for the rest, and a busy machine can
 * spend that long between a journey's click and its next look at the page: CI missed a "saved" notice
 * that had come and gone. Every page of a journey's contexts therefore records each notice shown, from
 * the first script of every load (kept in sessionStorage across reloads), and a journey asserts a
 * notice with expectNotice, which takes it off the record.
 */
const KEY = '__journeyNotices';

export async function recordNotices(context: BrowserContext) {
  await context.addInitScript((key) => {
    const recorded = new WeakMap<Element, string>();
    new MutationObserver(() => {
      for (const notice of document.querySelectorAll('.ant-message-notice')) {
        const text = notice.textContent ?? '';
        // A notice shown again under its key while still open changes its text in place, or not at all.
        if (!text || recorded.get(notice) === text) continue;
        recorded.set(notice, text);
        const list: string[] = JSON.parse(sessionStorage.getItem(key) ?? '[]');
        list.push(text);
        sessionStorage.setItem(key, JSON.stringify(list));
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, KEY);
}

/**
 * A browser context as the journeys' own (Chinese, reduced motion, as playwright.config.ts sets for
 * the default one, which a context made by hand does not inherit), recording its notices.
 */
export async function journeyContext(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ locale: 'zh-CN', reducedMotion: 'reduce', ...options });
  await recordNotices(context);
  return context;
}

/**
 * Waits for a notice holding `text` to have been shown on `page` since the last one this took (or to
 * be open now: a notice shown again under its key while open is recorded once), and takes it.
 */
export async function expectNotice(page: Page, text: string | RegExp) {
  const pattern =
    typeof text === 'string'
      ? { source: text, flags: '', literal: true }
      : { source: text.source, flags: text.flags, literal: false };
  await expect
    .poll(
      () =>
        page
          .evaluate(
            ({ key, pattern }) => {
              const matches = (shown: string) =>
                pattern.literal
                  ? shown.includes(pattern.source)
                  : new RegExp(pattern.source, pattern.flags).test(shown);
              const list: string[] = JSON.parse(sessionStorage.getItem(key) ?? '[]');
              const index = list.findIndex(matches);
              if (index >= 0) {
                list.splice(index, 1);
                sessionStorage.setItem(key, JSON.stringify(list));
                return true;
              }
              return [...document.querySelectorAll('.ant-message-notice')].some((n) => matches(n.textContent ?? ''));
            },
            { key: KEY, pattern },
          )
          // A page navigating away answers nothing this time; the next poll asks the new one.
          .catch(() => false),
      { message: `a notice saying ${text}` },
    )
    .toBe(true);
}

/** The notices recorded on `page` and not taken yet, oldest first. */
export const recordedNotices = (page: Page): Promise<string[]> =>
  page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '[]'), KEY);

/** Clears the record of `page`'s notices, so what follows is looked at alone. */
export const forgetNotices = (page: Page): Promise<void> => page.evaluate((key) => sessionStorage.removeItem(key), KEY);
