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

/**
 * Submits the form being filled and confirms. A confirmation click can be lost while the dialog
 * zooms in under load (the dialog then stays open): it is clicked again only if the dialog is still
 * there 2 s later, by when a click that landed has closed it.
 */
export async function submitForm(page: Page) {
  await page.getByRole('button', { name: /提\s*交/ }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: '确定提交吗' });
  const ok = confirm.getByRole('button', { name: /确\s*[定认]/ });
  await expect(ok).toBeVisible();
  await expect(async () => {
    if (await ok.isVisible()) await ok.click();
    await expect(confirm).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

/** Fills the starting witness record (见证记录): the witness point, today, passed, signed; then submits it. */
export async function fillWitnessRecord(page: Page, point: string) {
  await page.getByLabel('见证点').fill(point);
  await page.getByLabel('见证时间').click();
  await page.locator('.ant-picker-dropdown').getByText('今天').click();
  await page
    .locator('label.ant-radio-button-wrapper')
    .filter({ hasText: /^合格$/ })
    .click();
  await sign(page);
  await submitForm(page);
}
