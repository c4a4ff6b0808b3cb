import { sitePhoto } from '../fixtures/files';
import { expect, type Page, test } from '../fixtures/test';
import { LoginPage } from '../pages/login-page';
import { Shell } from '../pages/shell';

/**
 * Every Content-Security-Policy violation the page reports, from its `securitypolicyviolation` events
 * and from Chromium's console messages about them (which also name a frame refused by X-Frame-Options).
 */
async function watchPolicy(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportPolicyViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation(text: string): void }).reportPolicyViolation;
      void report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** A one-page PDF with a line of text, small enough to write out by hand. */
function onePagePdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    '<< /Length 44 >>\nstream\nBT /F1 24 Tf 72 760 Td (CSP check) Tj ET\nendstream',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

test('the app works under its Content-Security-Policy: no violation while signing in and using screens', async ({
  page,
}) => {
  const violations = await watchPolicy(page);
  const login = new LoginPage(page);
  const shell = new Shell(page);
  await login.goto();
  const response = await page.reload();
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(response?.headers()['x-frame-options']).toBe('DENY');

  await login.signIn('admin');
  await expect(page).toHaveURL('/home');
  await expect(page.getByText('常用功能')).toBeVisible();

  await shell.openFromMenu('用户管理', '系统管理');
  await expect(page.getByRole('row', { name: /manager/ }).first()).toBeVisible();

  // The library: an upload (tus calls), its compressed copy in antd's image preview.
  await shell.openFromMenu('资料库');
  await expect(page).toHaveURL('/project/data-library/index');
  await page.getByRole('button', { name: '上传资料' }).click();
  const photo = { name: '安全头检查.jpg', mimeType: 'image/jpeg', buffer: await sitePhoto() };
  await page.locator('input[type=file]').setInputFiles([photo]);
  const photoRow = page.getByRole('row', { name: new RegExp(photo.name) });
  await expect(photoRow).toBeVisible({ timeout: 30_000 });
  await photoRow.getByRole('button', { name: '预览' }).click();
  const preview = page.locator('.ant-image-preview-img');
  await expect(preview).toBeVisible();
  expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.keyboard.press('Escape');

  // A PDF opens in the browser's viewer inside the app's own iframe.
  const report = { name: '安全头检查.pdf', mimeType: 'application/pdf', buffer: onePagePdf() };
  await page.locator('input[type=file]').setInputFiles([report]);
  const reportRow = page.getByRole('row', { name: new RegExp(report.name) });
  await expect(reportRow).toBeVisible({ timeout: 30_000 });
  const pdfLoaded = page.waitForResponse((res) => res.url().includes('/api/files/download') && res.status() === 200);
  await reportRow.getByRole('button', { name: '预览' }).click();
  await expect(page.locator(`iframe[title="${report.name}"]`)).toBeVisible();
  expect((await pdfLoaded).headers()['x-frame-options']).toBe('SAMEORIGIN');
  await page.waitForTimeout(1000); // let the viewer start, so a refusal would be reported
  await page.keyboard.press('Escape');

  // The profile page with its picture upload field.
  await page.goto('/default/users/user-profile');
  await expect(page.getByRole('button', { name: '上传图片' })).toBeVisible();

  await page.waitForTimeout(500);
  expect(violations).toEqual([]);

  // The watch itself works, and the policy is enforced: an injected inline script does not run.
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineScriptRan = true';
    document.head.append(script);
    return (window as unknown as { inlineScriptRan?: boolean }).inlineScriptRan === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.some((text) => text.includes('script-src'))).toBe(true);
});

test('the API documentation (Swagger UI) works under the same policy', async ({ page }) => {
  const violations = await watchPolicy(page);
  const response = await page.goto('/api/docs');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  // Swagger UI reads an OpenAPI 3.1 document through its heavier 3.1 path: here the title showed
  // after 4.3-4.8 s on a quiet machine (1.3-1.7 s for the same document as 3.0), past the default
  // 10 s in a CI run beside the PostgreSQL suite. The document stays 3.1 (3.0 cannot say a nullable
  // enum), so the page is given the time it takes.
  await expect(page.getByText('Inspection back office API')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('/api/user/login').first()).toBeVisible();
  await page.waitForTimeout(500);
  expect(violations).toEqual([]);
});
