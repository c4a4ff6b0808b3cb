// Scratch: signs in, opens a page, clicks a button by its name, screenshots. base path out user w h button
import { chromium } from '@playwright/test';
const [base, path, out, user, w, h, button] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await (await browser.newContext({ locale: 'zh-CN', viewport: { width: Number(w), height: Number(h) } })).newPage();
await page.goto(`${base}/session/login`);
await page.getByLabel('账号').fill(user);
await page.getByLabel('密码').fill('demo1234');
await page.keyboard.press('Enter');
await page.waitForURL('**/home');
await page.goto(`${base}${path}`);
await page.waitForLoadState('networkidle');
await page.waitForTimeout(1500);
if (button) { await page.getByRole('button', { name: new RegExp(button) }).first().click({ timeout: 15000 }); await page.waitForTimeout(2500); }
await page.screenshot({ path: out });
await browser.close();
