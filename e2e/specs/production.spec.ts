import { sitePhoto } from '../fixtures/files';
import { expect, type Page, test } from '../fixtures/test';
import { DataTable } from '../pages/data-table';
import { FormDialog } from '../pages/form-dialog';
import { shoot, signInAs } from '../pages/journey';
import { Shell } from '../pages/shell';

const EQUIPMENT = '1000kV 主变压器 A 相（ODFPS-1000000/1000）';

const signIn = async (page: Page, username: string) => {
  await signInAs(page, username);
};

/** The row of the timeline's step `n` (1-based). */
const stepRow = (page: Page, n: number) => page.getByTestId(`step-row-${n}`);

test('the inspector records a step of his transformer with a photo and sees its bar', async ({ page }) => {
  await signIn(page, 'staff');
  await new Shell(page).openFromMenu('生产信息', '设备管理');
  await expect(page).toHaveURL('/equiment/produce-info');
  const table = new DataTable(page);
  await table.waitLoaded();
  await table.expectRow(/WN-ZB-1A.*5 \/ 7/);
  await table.expectNoRow(/WN-DK-01/);
  await shoot(page, 'production-list-zh');

  await table
    .row(/WN-ZB-1A/)
    .getByRole('link', { name: EQUIPMENT })
    .click();
  await expect(page).toHaveURL(/\/project\/engineering\/view-product-info\/\d+\/\d+$/);
  await expect(page.getByTestId('timeline-summary')).toContainText('已完成 5 / 7 道工序');
  await expect(stepRow(page, 1)).toHaveAttribute('data-state', 'done');
  // Under way, or late once its planned finish has passed: the demo's dates are fixed.
  await expect(stepRow(page, 6)).toHaveAttribute('data-state', /active|late/);
  await expect(stepRow(page, 7).getByTestId('actual-bar')).toHaveCount(0);

  await stepRow(page, 7).getByRole('button', { name: '记录进度 包装发运' }).click();
  const dialog = new FormDialog(page, '记录进度：包装发运');
  await dialog.expectOpen();
  // The date field is a stand-in until used: clicked, it becomes the picker, which takes a typed date.
  await dialog.field('实际开始').click();
  await dialog.field('实际开始').fill('2026-11-20');
  await dialog.field('实际开始').press('Enter');
  await dialog.field('进度 %').fill('30');
  await dialog.field('备注').fill('包装箱已到厂，开始装箱前检查。');
  await dialog.root
    .locator('input[type=file]')
    .setInputFiles([{ name: '装箱现场.jpg', mimeType: 'image/jpeg', buffer: await sitePhoto() }]);
  await expect(dialog.root.getByRole('img', { name: '照片 1' })).toBeVisible({ timeout: 30_000 });
  await shoot(page, 'production-step-dialog-zh', false);
  await dialog.submit();
  await expect(dialog.root).toBeHidden();
  await expect(stepRow(page, 7)).toHaveAttribute('data-state', /active|late/);
  await expect(stepRow(page, 7).getByTestId('actual-bar')).toBeVisible();
  await expect(stepRow(page, 7)).toContainText('30%');
  await shoot(page, 'production-timeline-zh');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(stepRow(page, 7)).toContainText('30%');
  await shoot(page, 'production-timeline-phone-zh');
});

test('the client reads the timeline only, in English too', async ({ page }) => {
  await signIn(page, 'client');
  await page.goto('/equiment/produce-info');
  const table = new DataTable(page);
  await table.waitLoaded();
  await table
    .row(/WN-ZB-1A/)
    .getByRole('link', { name: EQUIPMENT })
    .click();
  await expect(page.getByText('您可以查看该设备的生产信息，但无权记录。')).toBeVisible();
  await expect(page.getByRole('button', { name: /^记录进度/ })).toHaveCount(0);
  await stepRow(page, 7).click();
  const view = page.getByRole('dialog', { name: '工序详情：包装发运' });
  await expect(view).toContainText('30%');
  await expect(view.getByRole('img', { name: '包装发运 1' })).toBeVisible();
  await view.getByRole('button', { name: '关闭' }).click();

  await page.getByRole('button', { name: '语言' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByText("You may read this equipment's production information but not record it.")).toBeVisible();
  await shoot(page, 'production-timeline-en');
  await page.goto('/equiment/produce-info');
  await new DataTable(page).waitLoaded();
  await shoot(page, 'production-list-en');
});
