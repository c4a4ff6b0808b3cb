import { onePagePdf } from '../fixtures/files';
import { expect, test } from '../fixtures/test';
import { DataTable } from '../pages/data-table';
import { FormDialog } from '../pages/form-dialog';
import { signedIn, snap } from '../pages/journey';

const TITLE = '风电机组塔筒防腐涂装检验规程';
const PDF_NAME = '塔筒防腐涂装检验规程.pdf';

test('an administrator files a standard with its PDF; an inspector finds it by a word of its text and reads the PDF', async ({
  browser,
}) => {
  // Unique in the owner whatever ran before: the code is the law's key.
  const code = `NB/T ${Date.now().toString().slice(-6)}-2026`;
  const admin = await signedIn(browser, 'admin');
  await admin.goto('/knowledge/law');
  await new DataTable(admin).waitLoaded();
  await admin.getByRole('button', { name: '新增法规标准' }).click();
  const dialog = new FormDialog(admin, '新增法规标准');
  await dialog.fillAll({ 标准编号: code, 名称: TITLE, 发布机构: '国家能源局' });
  const date = dialog.root.locator('.ant-picker input');
  await date.fill('2026-06-01');
  await date.press('Enter');
  await expect(date).toHaveValue('2026-06-01');
  await dialog.fill('正文', '第一章 总则\n塔筒外表面涂层应采用环氧富锌底漆，干膜厚度不小于八十微米。');
  await dialog.root
    .locator('input[type=file]')
    .setInputFiles({ name: PDF_NAME, mimeType: 'application/pdf', buffer: onePagePdf(`${code} tower coating`) });
  // Uploaded, the PDF is named in the field; saving attaches it.
  await expect(dialog.root.getByTitle(`在新标签页中打开 ${PDF_NAME}`)).toBeVisible({ timeout: 20_000 });
  await snap(admin, 'screenshots/law-dialog.png', { fullPage: false });
  await dialog.submit();
  await dialog.waitClosed();
  await new DataTable(admin).expectRow(new RegExp(TITLE));

  const staff = await signedIn(browser, 'staff');
  await staff.goto('/knowledge/law');
  const table = new DataTable(staff);
  await table.waitLoaded();
  // The inspector reads the library: he adds nothing to it.
  await expect(staff.getByRole('button', { name: '新增法规标准' })).toHaveCount(0);
  const search = staff.getByPlaceholder(/搜索编号、名称或正文/);
  // Four characters inside the text, in order: found; the same characters in another order are not.
  await search.fill('富锌底漆');
  await search.press('Enter');
  await expect(table.rows()).toHaveCount(1);
  await table.expectRow(new RegExp(TITLE));
  await snap(staff, 'screenshots/law-search.png', { fullPage: false });

  await staff.getByText(TITLE, { exact: true }).click();
  const detail = staff.getByRole('dialog', { name: `${code} ${TITLE}` });
  await expect(detail).toContainText('干膜厚度不小于八十微米');
  await detail.getByRole('button', { name: '在线查看' }).click();
  const viewer = staff.locator(`iframe[title="${PDF_NAME}"]`);
  await expect(viewer).toBeVisible();
  const pdf = await staff.request.get((await viewer.getAttribute('src')) ?? '');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).toString('latin1')).toContain(`${code} tower coating`);
  await staff.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  // Closed, the viewer hands the focus back to the button that opened it.
  await expect(detail.getByRole('button', { name: '在线查看' })).toBeFocused();
  // The dialogs share one stack of Escape handlers, which lets go of the viewer a moment after its
  // focus went back (after the next render): an Escape in between is still the viewer's.
  await expect(async () => {
    await staff.keyboard.press('Escape');
    await expect(detail).toBeHidden({ timeout: 1_000 });
  }).toPass();
  await search.fill('漆底锌富');
  await search.press('Enter');
  await expect(staff.getByText('没有找到匹配的法规标准，换个关键词试试')).toBeVisible();
});
