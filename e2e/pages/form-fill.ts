import { expect, type Page } from '@playwright/test';

/** Signs the form's signature item: opens the pad, draws a stroke once it is ready, confirms. */
export async function sign(page: Page) {
  await page.getByRole('button', { name: /^([a-z-]+ )?签\s*名$/ }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '请在下方区域内手写签名' });
  // The pad is made once signature_pad has loaded, which enables the confirm button; a stroke drawn
  // before that would be lost.
  await expect(dialog.getByRole('button', { name: '确认签名' })).toBeEnabled();
  const pad = dialog.locator('canvas');
  const box = await pad.boundingBox();
  if (!box) throw new Error('no signature pad');
  await page.mouse.move(box.x + 30, box.y + box.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 12; step++) {
    await page.mouse.move(box.x + 30 + step * 20, box.y + box.height / 2 + (step % 2 ? -25 : 25), { steps: 3 });
  }
  await page.mouse.up();
  await dialog.getByRole('button', { name: '确认签名' }).click();
  // The signature is uploaded before the dialog closes (the uploader's code loads with the first one).
  await expect(dialog).toBeHidden({ timeout: 30_000 });
}

/** Submits the form being filled and confirms. */
export async function submitForm(page: Page) {
  await page.getByRole('button', { name: /提\s*交/ }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /确\s*[定认]|提\s*交/ })
    .click();
}
