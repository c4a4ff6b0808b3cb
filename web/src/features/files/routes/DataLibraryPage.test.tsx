import { Code, downloadUrl, type FileInfo } from '@app/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI as ModalApi } from 'antd/es/modal/useModal';
import { describe, expect, it } from 'vitest';
import { connectFeedback } from '../../../lib/feedback';
import { fakeApi, permissions, renderScreen, setUpScreenTests, success } from '../../../test/fake-api';
import DataLibraryPage from './DataLibraryPage';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const file = (path: string, name: string, type: string, extra: Partial<FileInfo> = {}): FileInfo => ({
  path,
  name,
  size: 1536,
  type,
  purpose: 'library',
  state: 'done',
  sha256: null,
  uploader: '李项目',
  createdAt: '2026-11-20T08:00:00.000Z',
  url: downloadUrl(path, name),
  zipUrl: null,
  thumbUrl: null,
  conversion: 'none',
  conversionReason: null,
  pdfUrl: null,
  ...extra,
});
const PHOTO = file('11111111-1111-4111-8111-111111111111', '现场照片.jpg', 'image/jpeg', {
  size: 3 * 1024 * 1024,
  thumbUrl: '/api/files/download?path=1&name=p&variant=thumb',
  zipUrl: '/api/files/download?path=1&name=p&variant=zip',
});
const REPORT = file('22222222-2222-4222-8222-222222222222', '检验报告.docx', DOCX);
const OLD = file('33333333-3333-4333-8333-333333333333', '旧报告.doc', 'application/msword', {
  conversion: 'failed',
  conversionReason: '转换超时',
});

setUpScreenTests({ signInTo: { key: 'hdny' } });

/** The server as the page sees it, holding `stored`; `on` are the page's actions that are on. */
function serve(stored: FileInfo[], on?: string[]) {
  let rows = [...stored];
  return fakeApi({
    '/organization/get-page-permission': permissions(on),
    '/table-setting/view': () => success({ key: 'project-data-library', columns: [] }),
    '/files/library': () => success({ result: rows, paging: { count: rows.length, page: 1, perPage: 30 } }),
    '/files/delete': (call) => {
      rows = rows.filter((row) => row.path !== call.query.get('path'));
      return success(null);
    },
    '/cos/change-pdf': () => success([{ ...REPORT, conversion: 'waiting' }]),
    '/files/info': () => success({ ...REPORT, conversion: 'waiting' }),
  });
}
const show = () => renderScreen(<DataLibraryPage />);
const rowOf = async (name: string) => {
  const row = (await screen.findByText(name, {}, { timeout: 5000 })).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
};

/** Confirmations are answered `answer` and their texts kept; banners are kept too. */
function answerConfirmations(answer: boolean) {
  const asked: string[] = [];
  const banners: string[] = [];
  const message = { open: (o: { content: string }) => banners.push(o.content) } as unknown as MessageInstance;
  const modal = {
    confirm: (o: { content: string; onOk: () => void; onCancel: () => void }) => {
      asked.push(o.content);
      if (answer) o.onOk();
      else o.onCancel();
    },
  } as unknown as ModalApi;
  connectFeedback({ message, modal });
  return { asked, banners };
}

describe('DataLibraryPage', { timeout: 20_000 }, () => {
  it('lists the files with thumbnail, type, readable size, uploader and time', async () => {
    serve([PHOTO, REPORT, OLD]);
    show();
    const photo = await rowOf('现场照片.jpg');
    expect(photo.getByText('JPG/JPEG')).toBeTruthy();
    expect(photo.getByText('3 MB')).toBeTruthy();
    expect(photo.getByText('李项目')).toBeTruthy();
    expect(photo.getByText(/^2026-11-20 /)).toBeTruthy();
    expect(photo.getByRole('img', { name: '现场照片.jpg' }).getAttribute('src')).toBe(PHOTO.thumbUrl);
    expect(photo.getByText('预览')).toBeTruthy();
    expect(photo.getByText('下载').closest('a')?.getAttribute('href')).toBe(PHOTO.url);

    const report = await rowOf('检验报告.docx');
    expect(report.getByText('DOCX')).toBeTruthy();
    expect(report.getByText('1.5 KB')).toBeTruthy();
    expect(report.getByText('转换为 PDF')).toBeTruthy();
    // Word cannot be shown in the browser until it is a PDF.
    expect(report.queryByText('预览')).toBeNull();

    const old = await rowOf('旧报告.doc');
    expect(old.getByText('转换失败：转换超时')).toBeTruthy();
    expect(old.getByText('重新转换')).toBeTruthy();
    expect(screen.getByText('上传资料')).toBeTruthy();
  });

  it('says so when the library is empty', async () => {
    serve([]);
    show();
    expect(await screen.findByText('资料库中还没有文件', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('says so when the list cannot be loaded', async () => {
    fakeApi({
      '/organization/get-page-permission': permissions(),
      '/table-setting/view': () => success({ key: 'project-data-library', columns: [] }),
      '/files/library': () => ({ code: Code.Error, msg: '数据库不可用', data: null }),
    });
    show();
    expect(await screen.findByText('数据加载失败', {}, { timeout: 5000 })).toBeTruthy();
    // antd spaces out a two-character button text.
    expect(screen.getByText(/^重 ?试$/)).toBeTruthy();
  });

  it('deletes a file only after the user confirms', async () => {
    const api = serve([PHOTO, REPORT]);
    const declined = answerConfirmations(false);
    show();
    fireEvent.click((await rowOf('现场照片.jpg')).getByText('删除'));
    await waitFor(() => expect(declined.asked).toEqual(['确定删除文件“现场照片.jpg”吗？删除后无法恢复。']));
    expect(api.posts('/files/delete')).toHaveLength(0);

    const accepted = answerConfirmations(true);
    fireEvent.click((await rowOf('现场照片.jpg')).getByText('删除'));
    await waitFor(() => expect(api.posts('/files/delete')).toHaveLength(1));
    expect(api.posts('/files/delete')[0]?.query.get('path')).toBe(PHOTO.path);
    await waitFor(() => expect(screen.queryByText('现场照片.jpg')).toBeNull());
    expect(accepted.banners).toContain('已删除“现场照片.jpg”');
    expect(screen.getByText('检验报告.docx')).toBeTruthy();
  });

  it('starts the PDF conversion of a Word file and shows that it is under way', async () => {
    const api = serve([REPORT]);
    show();
    fireEvent.click((await rowOf('检验报告.docx')).getByText('转换为 PDF'));
    await waitFor(() => expect(api.posts('/cos/change-pdf')).toHaveLength(1));
    expect(api.posts('/cos/change-pdf')[0]?.body).toEqual({ source_address: [REPORT.url] });
    expect(await (await rowOf('检验报告.docx')).findByText('等待转换')).toBeTruthy();
  });

  it('opens the upload area from the toolbar', async () => {
    serve([REPORT]);
    show();
    fireEvent.click(await screen.findByText('上传资料', {}, { timeout: 5000 }));
    expect(await screen.findByText('点击或将文件拖到此处上传')).toBeTruthy();
    expect(screen.getByText(/^支持 JPG、JPEG、PNG/)).toBeTruthy();
    fireEvent.click(screen.getByText('收起上传'));
    expect(screen.getByText('点击或将文件拖到此处上传').closest('[hidden]')).toBeTruthy();
  });

  it('offers no upload, conversion or deletion without those rights', async () => {
    serve([PHOTO, REPORT], ['index']);
    show();
    const report = await rowOf('检验报告.docx');
    expect(report.queryByText('转换为 PDF')).toBeNull();
    expect(report.queryByText('删除')).toBeNull();
    expect(report.getByText('下载')).toBeTruthy();
    expect(screen.queryByText('上传资料')).toBeNull();
  });
});
