import { sitePhoto } from '../fixtures/files';
import { expect, type Page, test } from '../fixtures/test';
import { DataTable } from '../pages/data-table';
import { FormDialog } from '../pages/form-dialog';
import { sign, submitForm } from '../pages/form-fill';
import { confirmByClick, shoot, signInAs } from '../pages/journey';
import { chooseLanguage } from '../pages/language';
import { expectNotice, journeyContext } from '../pages/notices';
import { choose } from '../pages/select';

const TEMPLATE = '出厂试验检验单';

const signIn = async (page: Page, username: string) => {
  await signInAs(page, username);
};

/** The property panel of the designer, where the selected item is edited. */
const properties = (page: Page) => page.locator('.ant-card').filter({ hasText: '项目属性' });

/** Adds an item of a kind from the palette (a click appends it) and gives it a title. */
async function addItem(page: Page, kind: string, title: string) {
  await page.locator('.ant-card').filter({ hasText: '控件' }).getByRole('button', { name: kind }).click();
  const panel = properties(page);
  await panel.getByLabel('标题').fill(title);
  return panel;
}

async function publish(page: Page, version: number) {
  await page.getByRole('button', { name: /发\s*布/ }).click();
  await confirmByClick(page, `发布后生成新版本 v${version}`);
  await expectNotice(page, `已发布 v${version}`);
}

/** Draws a stroke on the signature pad and confirms it. */

test('an administrator designs a template, an inspector fills it on a phone, and version 2 leaves the filled form as it was', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const adminContext = await journeyContext(browser, { viewport: { width: 1440, height: 900 } });
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin');

  // Design: a pass/fail item, a measured value with tolerance, a photo and a signature.
  await admin.goto('/control/form');
  await admin.getByRole('button', { name: '新建模板' }).click();
  const dialog = new FormDialog(admin, '新建模板');
  await dialog.fill('模板名称', TEMPLATE);
  await dialog.pick('类别', '检验报告');
  await dialog.submit();
  await expect(admin).toHaveURL(/\/control\/form\/design\/\d+$/);
  const designerUrl = admin.url();

  const looks = await addItem(admin, '合格判定', '外观检查');
  await looks.getByLabel('必填').check();
  const measure = await addItem(admin, '测量值', '绕组直流电阻');
  await measure.getByLabel('单位').fill('mΩ');
  await measure.getByLabel('标准值').fill('20');
  await measure.getByLabel('上偏差（+）').fill('0.5');
  await measure.getByLabel('下偏差（−）').fill('0.5');
  await expect(measure.getByText('合格范围：19.5 ~ 20.5 mΩ')).toBeVisible();
  const photos = await addItem(admin, '照片', '试验照片');
  await photos.getByLabel('必填').check();
  const signature = await addItem(admin, '签名', '检验员签字');
  await signature.getByLabel('必填').check();
  await shoot(admin, 'form-designer-zh', false);
  await publish(admin, 1);

  // Fill: the inspector, on a phone, starts a form of it from the list of filled forms.
  const phone = await journeyContext(browser, { viewport: { width: 390, height: 844 } });
  const staff = await phone.newPage();
  await signIn(staff, 'staff');
  await staff.goto('/control/form/example/list');
  await staff.getByRole('button', { name: '填写表单' }).click();
  const start = new FormDialog(staff, '填写表单');
  await choose(staff, {
    open: () => start.field('模板名称').click(),
    option: (dropdown) => dropdown.getByText(TEMPLATE),
    chosen: () =>
      expect(start.root.locator('.ant-select').filter({ has: staff.getByLabel('模板名称') })).toContainText(TEMPLATE, {
        timeout: 1_000,
      }),
  });
  await start.submit(/确\s*定|保\s*存/);
  await expect(staff).toHaveURL(/\/control\/form\/example\/setup\/\d+$/);
  const filledUrl = staff.url();

  await staff
    .locator('label.ant-radio-button-wrapper')
    .filter({ hasText: /^合格$/ })
    .click();
  await expect(staff.getByRole('radio', { name: '合格', exact: true })).toBeChecked();
  const resistance = staff.getByRole('spinbutton', { name: /绕组直流电阻/ });
  await resistance.fill('21.2');
  await expect(staff.getByText('超差')).toBeVisible();
  await staff
    .locator('input[type=file]')
    .first()
    .setInputFiles({
      name: '试验现场.jpg',
      mimeType: 'image/jpeg',
      buffer: await sitePhoto(),
    });
  await expect(staff.getByText('已上传 1 / 20 张')).toBeVisible({ timeout: 20_000 });
  await sign(staff);
  await expect(staff.getByText(/王检验 签于/)).toBeVisible();
  await shoot(staff, 'form-fill-phone-zh');

  await submitForm(staff);
  // No project chosen: the inspection family's rule {project}-{type}-{yyyy}-{seq:4} reads NA for it.
  await expect(
    staff
      .getByRole('main')
      .getByText(/编号 NA-JY-\d{4}-\d{4}/)
      .first(),
  ).toBeVisible();
  await expect(staff.getByRole('main').getByText('已提交', { exact: true })).toBeVisible();
  await expect(staff.getByText('1 项异常')).toBeVisible();
  await shoot(staff, 'form-filled-phone-zh');

  // The filled form is in the list, flagged once.
  await staff.goto('/control/form/example/list');
  const table = new DataTable(staff);
  await table.waitLoaded();
  await expect(table.row(new RegExp(TEMPLATE))).toBeVisible();

  // Version 2: the administrator retitles the measured value and publishes again.
  await admin.goto(designerUrl);
  await admin.getByText('绕组直流电阻').click();
  await properties(admin).getByLabel('标题').fill('绕组直流电阻（75℃）');
  await publish(admin, 2);

  // The form filled on version 1 still reads as filled on version 1.
  await admin.goto(filledUrl);
  await expect(admin.getByText('v1', { exact: true })).toBeVisible();
  await expect(admin.getByTitle('绕组直流电阻', { exact: true })).toBeVisible();
  await expect(admin.getByText('21.2')).toBeVisible();
  await expect(admin.locator('main .ant-tag').filter({ hasText: '超差' })).toBeVisible();
  await shoot(admin, 'form-filled-v1-zh');
  await chooseLanguage(admin, 'en');
  await expect(admin.locator('main .ant-tag').filter({ hasText: /out of tolerance/i })).toBeVisible();
  await shoot(admin, 'form-filled-v1-en');
  await admin.goto(designerUrl);
  await shoot(admin, 'form-designer-en', false);
  await chooseLanguage(admin, 'zh');

  await adminContext.close();
  await phone.close();
});
