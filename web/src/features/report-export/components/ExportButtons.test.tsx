import { Code } from '@app/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderScreen, setUpScreenTests, stubFetch } from '../../../test/fake-api';
import ExportButtons from './ExportButtons';

setUpScreenTests({ signInTo: { key: 'hdny' } });

/** Downloads the page starts: the name each link saved under. */
let saved: string[] = [];
beforeEach(() => {
  saved = [];
  // jsdom has no object URLs.
  URL.createObjectURL = () => 'blob:report';
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});

const fileResponse = (name: string) =>
  new Response('bytes', {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="x"; filename*=UTF-8''${encodeURIComponent(name)}`,
    },
  });

const choose = async (label: string) => {
  fireEvent.click(screen.getByRole('button', { name: /导出/ }));
  fireEvent.click(await screen.findByText(label));
};

// The first drawing of antd's dropdown takes seconds on a busy machine.
describe('ExportButtons', { timeout: 15_000 }, () => {
  it('downloads the report as Word under the name the server gives', async () => {
    const asked: string[] = [];
    stubFetch((url) => {
      asked.push(`${url.pathname}${url.search}`);
      return fileResponse('JY-0001.docx');
    });
    renderScreen(<ExportButtons reportId={7} />);
    await choose('Word 文档');
    await waitFor(() => expect(saved).toEqual(['JY-0001.docx']));
    expect(asked).toEqual(['/api/report/export?id=7&format=docx']);
  });

  it('spins while the PDF is made, then saves it', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderScreen(<ExportButtons reportId={7} />);
    await choose('PDF 文档');
    expect(await screen.findByText('正在生成 PDF，请稍候…')).toBeTruthy();
    answer(fileResponse('JY-0001.pdf'));
    await waitFor(() => expect(saved).toEqual(['JY-0001.pdf']));
    expect(await screen.findByText('导出')).toBeTruthy();
  });

  it('shows a refusal as a banner and saves nothing', async () => {
    const api = fakeApi({
      '/report/export': () => ({ code: Code.NoPermission, msg: '您没有访问权限', data: null }),
    });
    renderScreen(<ExportButtons reportId={7} />);
    await choose('Word 文档');
    await waitFor(() => expect(api.banners).toMatchObject([{ type: 'warning', content: '您没有访问权限' }]));
    expect(saved).toEqual([]);
  });
});
