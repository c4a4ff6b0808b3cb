// Renders docs/manual/admin-manual.html to the PDF the help menu opens (web/public/static/manual.pdf).
// Run after editing the manual: node scripts/build-manual.mjs (needs Debian's chromium and a CJK font).
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const source = fileURLToPath(new URL('../docs/manual/admin-manual.html', import.meta.url));
const target = fileURLToPath(new URL('../web/public/static/manual.pdf', import.meta.url));
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const page = await browser.newPage();
await page.goto(`file://${source}`);
await page.pdf({ path: target, format: 'A4', printBackground: true });
await browser.close();
console.log(`wrote ${target}`);
