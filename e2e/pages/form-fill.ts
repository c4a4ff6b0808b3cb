import { expect, type Locator, type Page } from '@playwright/test';
import { confirmByClick } from './journey';

/** Whether the signature pad's canvas holds ink: a pixel darker than its white background. */
const inked = (pad: Locator) =>
  pad.evaluate((canvas: HTMLCanvasElement) => {
    const pixels = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data ?? [];
    for (let red = 0; red < pixels.length; red += 4) if ((pixels[red] ?? 255) < 128) return true;
    return false;
  });

/**
 * Signs the form's signature item: opens the pad, draws a stroke once it is ready and still, confirms.
 * A stroke drawn while the dialog zooms in can be lost on a busy machine (a run confirmed an empty
 * pad), so the stroke is drawn again until the canvas holds ink.
 */
export async function sign(page: Page) {
  await page.getByRole('button', { name: /^([a-z-]+ )?签\s*名$/ }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '请在下方区域内手写签名' });
  // The pad is made once signature_pad has loaded, which enables the confirm button; a stroke drawn
  // before that would be lost.
  await expect(dialog.getByRole('button', { name: '确认签名' })).toBeEnabled();
  await expect(dialog).not.toHaveClass(/ant-zoom/);
  const pad = dialog.locator('canvas');
  await expect(async () => {
    if (!(await inked(pad))) {
      const box = await pad.boundingBox();
      if (!box) throw new Error('no signature pad');
      await page.mouse.move(box.x + 30, box.y + box.height / 2);
      await page.mouse.down();
      for (let step = 1; step <= 12; step++) {
        await page.mouse.move(box.x + 30 + step * 20, box.y + box.height / 2 + (step % 2 ? -25 : 25), { steps: 3 });
      }
      await page.mouse.up();
    }
    expect(await inked(pad)).toBe(true);
  }).toPass({ timeout: 15_000 });
  await dialog.getByRole('button', { name: '确认签名' }).click();
  // The signature is uploaded before the dialog closes (the uploader's code loads with the first one).
  await expect(dialog).toBeHidden({ timeout: 30_000 });
}

/** Submits the form being filled and confirms. */
export async function submitForm(page: Page) {
  await page.getByRole('button', { name: /提\s*交/ }).click();
  await confirmByClick(page, '确定提交吗');
}

/** Fills the starting witness record (见证记录): the witness point, today, passed, signed; then submits it. */
export async function fillWitnessRecord(page: Page, point: string) {
  await page.getByLabel('见证点').fill(point);
  await pickToday(page, page.getByLabel('见证时间'));
  await page
    .locator('label.ant-radio-button-wrapper')
    .filter({ hasText: /^合格$/ })
    .click();
  await sign(page);
  await submitForm(page);
}

/**
 * Picks 今天 in the date field `input`. The field is a stand-in until clicked, then the picker loads and
 * opens with its zoom: a click on 今天 while the dropdown moves is lost, so it is tried again until the
 * field holds a date.
 */
export async function pickToday(page: Page, input: Locator) {
  const dropdown = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
  await expect(async () => {
    if ((await dropdown.count()) === 0) await input.click();
    await dropdown.getByText('今天').click({ timeout: 2_000 });
    await expect(input).not.toHaveValue('', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/** The item of the form being filled whose key is `key` (ItemFrame's `data-item-key`). */
export const formItem = (page: Page, key: string) => page.locator(`[data-item-key="${key}"]`);

/** Answers the pass/fail item of `key` 合格. */
export async function passItem(page: Page, key: string) {
  await formItem(page, key)
    .locator('label.ant-radio-button-wrapper')
    .filter({ hasText: /^合格$/ })
    .click();
}

/**
 * Fills the starting inspection report's body (设备监造检验报告), whose equipment came from the header:
 * today, appearance passed, the flange within tolerance, one site photo, passed, signed; submits it.
 */
export async function fillInspectionReport(page: Page, photo: Buffer) {
  await pickToday(page, formItem(page, 'inspectDate').locator('input'));
  await passItem(page, 'appearance');
  await formItem(page, 'flangeThickness').getByRole('spinbutton').fill('20.1');
  await formItem(page, 'photos')
    .locator('input[type=file]')
    .setInputFiles({ name: '铁心叠装现场.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(formItem(page, 'photos').getByText(/已上传 1 \/ \d+ 张/)).toBeVisible({ timeout: 20_000 });
  await passItem(page, 'conclusion');
  await sign(page);
  await submitForm(page);
}

/** Fills the starting NCR's body (不符合项报告): what does not conform, signed; submits it. */
export async function fillNcr(page: Page, description: string) {
  await formItem(page, 'description').getByRole('textbox').fill(description);
  await sign(page);
  await submitForm(page);
}

/** Fills the starting release report's body (放行报告), whose equipment came from the header; submits it. */
export async function fillReleaseReport(page: Page) {
  await passItem(page, 'conclusion');
  await sign(page);
  await submitForm(page);
}
