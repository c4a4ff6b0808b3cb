import { writeFile } from 'node:fs/promises';
import { inspectionVideo, sitePhoto, wordReport } from '../fixtures/files';
import { expect, type Page, test } from '../fixtures/test';
import { signInAs, snap } from '../pages/journey';
import { expectNotice } from '../pages/notices';
import { Shell } from '../pages/shell';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

// LibreOffice's first start on a fresh machine takes a while.
test.describe.configure({ timeout: 180_000 });

async function openLibrary(page: Page) {
  await signInAs(page, 'admin');
  await new Shell(page).openFromMenu('资料库');
  await expect(page).toHaveURL('/project/data-library/index');
}

const task = (page: Page, name: string) =>
  page.getByRole('list', { name: '上传任务' }).getByRole('listitem').filter({ hasText: name });

/** Slows uploads down in the browser so a transfer can be seen and paused. */
async function throttleUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
  return () =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
}

test('uploads two files with a pause and resume, previews the image, converts a Word file and opens its PDF', async ({
  page,
}) => {
  await openLibrary(page);
  await page.getByRole('button', { name: '上传资料' }).click();
  const input = page.locator('input[type=file]');

  const photo = { name: '现场照片.jpg', mimeType: 'image/jpeg', buffer: await sitePhoto() };
  const video = { name: '巡检录像.mp4', mimeType: 'video/mp4', buffer: inspectionVideo(12) };
  const unthrottle = await throttleUploads(page, 2 * 1024 * 1024);
  await input.setInputFiles([photo, video]);

  // The video crawls along: its progress shows, it pauses, and resumes where it stopped.
  await expect(task(page, video.name)).toContainText('上传中');
  const progress = task(page, video.name).getByRole('progressbar');
  await expect(progress).toBeVisible();
  await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
  await task(page, video.name)
    .getByRole('button', { name: `暂停:${video.name}` })
    .click();
  await expect(task(page, video.name)).toContainText('已暂停');
  await expect(task(page, video.name).getByRole('button', { name: `重试:${video.name}` })).toHaveCount(0);
  const pausedAt = Number(await progress.getAttribute('aria-valuenow'));
  await snap(page, 'screenshots/library-upload-paused.png', { fullPage: true });
  await unthrottle();
  await task(page, video.name)
    .getByRole('button', { name: `继续:${video.name}` })
    .click();
  await expect(task(page, video.name)).toContainText('上传成功', { timeout: 60_000 });
  await expect(task(page, photo.name)).toContainText('上传成功');
  expect(pausedAt).toBeLessThan(100);

  // Both appear in the library; the image previews from its compressed copy.
  const photoRow = page.getByRole('row', { name: new RegExp(photo.name) });
  await expect(photoRow).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(video.name) })).toBeVisible();
  await photoRow.getByRole('button', { name: '预览' }).click();
  const preview = page.locator('.ant-image-preview-img');
  await expect(preview).toBeVisible();
  await expect(preview).toHaveAttribute('src', /variant=zip/);
  expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1600);
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();

  // A Word report converts to a PDF that opens in the browser.
  const report = { name: '压力管道检验报告.docx', mimeType: DOCX, buffer: await wordReport('检验报告已经审核通过。') };
  await input.setInputFiles([report]);
  await expect(task(page, report.name)).toContainText('上传成功');
  const reportRow = page.getByRole('row', { name: new RegExp(report.name) });
  await reportRow.getByRole('button', { name: '转换为 PDF' }).click();
  const viewPdf = reportRow.getByRole('button', { name: '查看 PDF' });
  await expect(viewPdf).toBeVisible({ timeout: 150_000 });
  await viewPdf.click();
  const viewer = page.locator('iframe[title="压力管道检验报告.pdf"], iframe[title="压力管道检验报告.docx"]');
  await expect(viewer).toBeVisible();
  const src = (await viewer.getAttribute('src')) ?? '';
  expect(src).toContain('variant=pdf');
  const pdf = await page.request.get(src);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  // The browser's PDF viewer is a plugin the page cannot see into; give it a moment to draw for the shot.
  await page.waitForTimeout(2000);
  await snap(page, 'screenshots/library-pdf.png');
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await page.getByRole('button', { name: '收起上传' }).click();
  await snap(page, 'screenshots/library.png');
});

test('an upload cut off by a page reload resumes where it stopped when the same file is chosen again', async ({
  page,
}, testInfo) => {
  const name = `断点续传-${Date.now().toString(36)}.mp4`;
  // A file on disk keeps its modification time, which is part of how the browser recognises it again.
  const file = testInfo.outputPath(name);
  await writeFile(file, inspectionVideo(6));
  await openLibrary(page);
  await page.getByRole('button', { name: '上传资料' }).click();
  const unthrottle = await throttleUploads(page, 1024 * 1024);
  await page.locator('input[type=file]').setInputFiles(file);
  const progress = task(page, name).getByRole('progressbar');
  await expect
    .poll(async () => Number(await progress.getAttribute('aria-valuenow')), { timeout: 20_000 })
    .toBeGreaterThan(20);

  await page.reload();
  await unthrottle();
  const tusCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/files/tus'))
      tusCalls.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  await page.getByRole('button', { name: '上传资料' }).click();
  await page.locator('input[type=file]').setInputFiles(file);
  await expect(task(page, name)).toContainText('上传成功');

  // Found again: the stored upload address is asked for its offset, and no new upload is created.
  expect(tusCalls.some((call) => /^HEAD \/api\/files\/tus\/[0-9a-f-]{36}$/.test(call))).toBe(true);
  expect(tusCalls).not.toContain('POST /api/files/tus');
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(1);
});

test('a member uploads an avatar on the profile page and the top bar shows it', async ({ page }) => {
  await signInAs(page, 'manager');
  await page.goto('/default/users/user-profile');

  await page.getByRole('button', { name: '上传图片' }).click();
  await page
    .locator('input[type=file]')
    .setInputFiles([{ name: '我的头像.jpg', mimeType: 'image/jpeg', buffer: await sitePhoto() }]);
  await expect(page.getByRole('img', { name: '头像' })).toHaveAttribute('src', /variant=thumb/);
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expectNotice(page, '个人资料已保存');

  const topBarAvatar = new Shell(page).userMenu().locator('img');
  await expect(topBarAvatar).toHaveAttribute('src', /variant=thumb/);
  expect(await topBarAvatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
  await page.reload();
  await expect(new Shell(page).userMenu().locator('img')).toHaveAttribute('src', /variant=thumb/);
});
