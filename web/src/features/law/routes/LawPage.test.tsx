import { Code, downloadUrl, type Law, type LawRow } from '@app/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, permissions, renderScreen, setUpScreenTests, success } from '../../../test/fake-api';
import LawPage from './LawPage';

setUpScreenTests({ signInTo: { key: 'hdny' } });

// Dialogs, the upload control and the PDF viewer load on first use, slowly on a busy machine.
const LAZY = { timeout: 10_000 };

const row: LawRow = {
  id: 7,
  code: 'GB/T 1094.3-2017',
  title: '电力变压器 第3部分：绝缘水平、绝缘试验和外绝缘空气间隙',
  issuer: '国家市场监督管理总局',
  enable_date: '2018-07-01',
  status: 'current',
  updated_at: '2026-03-05T08:00:00Z',
};
const law: Law = { ...row, content: '绝缘试验包括外施耐压试验。', file: null };
const pdf = { id: '0b7e6a52-3f1c-4f7e-9d1a-2b8c4d5e6f70', name: 'GB-T 1094.3-2017.pdf', size: 1_572_864 };
const withPdf: Law = { ...law, file: pdf };

const serve = (actions?: string[], rows: LawRow[] = [row], detail: Law = law) =>
  fakeApi({
    '/law/index': () => success({ result: rows, paging: { count: rows.length, page: 1, perPage: 15 } }),
    '/law/view': () => success(detail),
    '/law/update': () => success(detail),
    '/law/delete': () => success(null),
    '/organization/get-page-permission': permissions(actions),
    '/table-setting/view': () => success(null),
  });

describe('LawPage', { timeout: 40_000 }, () => {
  it('lists the laws, searches them and opens one to read', async () => {
    const api = serve(['index']);
    renderScreen(<LawPage />, { route: '/knowledge/law' });
    expect(await screen.findByText('GB/T 1094.3-2017')).toBeTruthy();
    expect(screen.getByText('现行')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /新增法规标准/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /删除/ })).toBeNull();

    fireEvent.change(screen.getByPlaceholderText(/搜索编号/), { target: { value: ' 绝缘 ' } });
    fireEvent.keyDown(screen.getByPlaceholderText(/搜索编号/), { key: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(api.calls.some((c) => c.path === '/law/index' && c.query.get('filter[q]') === '绝缘')).toBe(true),
    );
    expect(await screen.findByText(/按相关度排序/)).toBeTruthy();

    fireEvent.click(screen.getByText(row.title));
    expect(await screen.findByText('绝缘试验包括外施耐压试验。', {}, LAZY)).toBeTruthy();
  });

  it('says a search matching more than the count holds is listed in the list order, not ranked', async () => {
    fakeApi({
      '/law/index': (call) =>
        success({
          result: [row],
          paging: call.query.get('filter[q]')
            ? { count: 1000, page: 1, perPage: 15, countCapped: true }
            : { count: 1, page: 1, perPage: 15 },
        }),
      '/organization/get-page-permission': permissions(['index']),
      '/table-setting/view': () => success(null),
    });
    renderScreen(<LawPage />, { route: '/knowledge/law' });
    expect(await screen.findByText('GB/T 1094.3-2017')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText(/搜索编号/), { target: { value: '绝缘' } });
    fireEvent.keyDown(screen.getByPlaceholderText(/搜索编号/), { key: 'Enter', keyCode: 13 });
    expect(await screen.findByText('匹配超过 1,000 条，按当前排序列出；再加字词缩小范围后按相关度排序')).toBeTruthy();
    expect(screen.queryByText(/按相关度排序：/)).toBeNull();
  });

  it('asks before deleting, for whoever may delete', async () => {
    const api = serve();
    renderScreen(<LawPage />, { route: '/knowledge/law' });
    fireEvent.click(await screen.findByRole('button', { name: /删除/ }, LAZY));
    await waitFor(() => expect(api.posts('/law/delete')).toHaveLength(1));
    expect(api.posts('/law/delete')[0]?.query.get('id')).toBe('7');
    expect(screen.getByRole('button', { name: /新增法规标准/ })).toBeTruthy();
  });

  it('shows the attached PDF in the detail: opened in a tab, viewed in place or downloaded', async () => {
    serve(['index'], [row], withPdf);
    renderScreen(<LawPage />, { route: '/knowledge/law' });
    fireEvent.click(await screen.findByText(row.title, {}, LAZY));
    const dialog = within(await screen.findByRole('dialog', {}, LAZY));
    const link = await dialog.findByRole('link', { name: pdf.name }, LAZY);
    const url = downloadUrl(pdf.id, pdf.name);
    expect(link.getAttribute('href')).toBe(url);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(dialog.getByText('1.5 MB')).toBeTruthy();
    expect(dialog.getByRole('link', { name: /下载/ }).getAttribute('href')).toBe(url);
    expect(dialog.getByText('绝缘试验包括外施耐压试验。')).toBeTruthy();

    fireEvent.click(dialog.getByRole('button', { name: /在线查看/ }));
    const viewer = await screen.findByTitle(pdf.name, {}, LAZY);
    expect(viewer.tagName).toBe('IFRAME');
    expect(viewer.getAttribute('src')).toBe(url);
  });

  it('shows no PDF part for a law without one', async () => {
    serve(['index']);
    renderScreen(<LawPage />, { route: '/knowledge/law' });
    fireEvent.click(await screen.findByText(row.title, {}, LAZY));
    expect(await screen.findByText('绝缘试验包括外施耐压试验。', {}, LAZY)).toBeTruthy();
    expect(screen.queryByText('PDF 文件')).toBeNull();
    expect(screen.queryByRole('button', { name: /在线查看/ })).toBeNull();
  });

  it('keeps the attached PDF when the law is saved untouched', async () => {
    const api = serve(undefined, [row], withPdf);
    renderScreen(<LawPage />, { route: '/knowledge/law' });
    fireEvent.click(await screen.findByRole('button', { name: /编辑/ }, LAZY));
    const dialog = within(await screen.findByRole('dialog', {}, LAZY));
    expect(await dialog.findByRole('link', { name: pdf.name }, LAZY)).toBeTruthy();
    expect(await dialog.findByRole('button', { name: /更换 PDF/ }, LAZY)).toBeTruthy();

    // Saved untouched, the law keeps its file.
    fireEvent.click(dialog.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(api.posts('/law/update')).toHaveLength(1));
    expect(api.posts('/law/update')[0]?.body).toMatchObject({ code: row.code, file_id: pdf.id });
  });

  it('removes the attached PDF and asks for a grant of purpose law for a new one', async () => {
    const api = serve(undefined, [row], withPdf);
    renderScreen(<LawPage />, { route: '/knowledge/law' });
    fireEvent.click(await screen.findByRole('button', { name: /编辑/ }, LAZY));
    const dialog = within(await screen.findByRole('dialog', {}, LAZY));
    fireEvent.click(await dialog.findByRole('button', { name: `移除 ${pdf.name}` }, LAZY));
    expect(dialog.queryByRole('link', { name: pdf.name })).toBeNull();
    const upload = await dialog.findByRole('button', { name: /上传 PDF/ }, LAZY);
    expect(upload.getAttribute('title')).toContain('PDF');

    const input = document.querySelector('.ant-modal input[type=file]') as HTMLInputElement;
    expect(input.accept).toContain('application/pdf');
    expect(input.multiple).toBe(false);
    fireEvent.change(input, {
      target: { files: [new File(['%PDF-1.7 test'], '新版.pdf', { type: 'application/pdf', lastModified: 1 })] },
    });
    await waitFor(() => expect(api.posts('/files/grant')).toHaveLength(1));
    expect(api.posts('/files/grant')[0]?.body).toEqual({
      files: [{ name: '新版.pdf', size: 13, type: 'application/pdf', purpose: 'law' }],
    });

    fireEvent.click(dialog.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(api.posts('/law/update')).toHaveLength(1));
    expect(api.posts('/law/update')[0]?.body).toMatchObject({ file_id: null });
  });

  it("puts the server's refusal of the file under the PDF field", async () => {
    const api = fakeApi({
      '/law/index': () => success({ result: [row], paging: { count: 1, page: 1, perPage: 15 } }),
      '/law/view': () => success(withPdf),
      '/law/update': () => ({
        code: Code.FieldErrors,
        msg: '',
        data: null,
        errdata: { file_id: ['所选文件不存在、不是本人上传完成的 PDF，或已附在其他法规上'] },
      }),
      '/organization/get-page-permission': permissions(),
      '/table-setting/view': () => success(null),
    });
    renderScreen(<LawPage />, { route: '/knowledge/law' });
    fireEvent.click(await screen.findByRole('button', { name: /编辑/ }, LAZY));
    const dialog = within(await screen.findByRole('dialog', {}, LAZY));
    await dialog.findByRole('link', { name: pdf.name }, LAZY);
    fireEvent.click(dialog.getByRole('button', { name: /保\s*存/ }));
    expect(
      await dialog.findByText('所选文件不存在、不是本人上传完成的 PDF，或已附在其他法规上', {}, LAZY),
    ).toBeTruthy();
    expect(api.posts('/law/update')).toHaveLength(1);
  });

  it('says when nothing matches', async () => {
    serve(['index'], []);
    renderScreen(<LawPage />, { route: '/knowledge/law' });
    expect(await screen.findByText('暂无法规标准')).toBeTruthy();
  });
});
