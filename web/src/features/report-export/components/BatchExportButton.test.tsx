import { Code, type ReportBatchStatus } from '@app/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok, renderScreen, setUpScreenTests, stubFetch } from '../../../test/fake-api';
import BatchExportButton from './BatchExportButton';

setUpScreenTests({ signInTo: { key: 'hdny' } });

let saved: string[] = [];
beforeEach(() => {
  saved = [];
  // jsdom has no object URLs.
  URL.createObjectURL = () => 'blob:batch';
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});

const QUERY = { 'filter[conclusion]': 'fail', sort: '-report_date' };
const batch = (over: Partial<ReportBatchStatus>): ReportBatchStatus => ({
  status: 'running',
  format: 'docx',
  total: 2,
  done: 0,
  error: null,
  ...over,
});

/**
 * The server of a batch: starting it answers id b1 (the body kept), each status call the next of
 * `states` (the last one repeated), the download a zip.
 */
function batchServer(states: ReportBatchStatus[]) {
  const started: unknown[] = [];
  let polls = 0;
  stubFetch((url, init) => {
    if (url.pathname === '/api/report/export-batch') {
      started.push(JSON.parse(String(init?.body)));
      return ok({ id: 'b1' });
    }
    if (url.pathname === '/api/report/export-batch/status') return ok(states[Math.min(polls++, states.length - 1)]);
    if (url.pathname === '/api/report/export-batch/download') {
      return new Response('zip', {
        headers: {
          'content-type': 'application/zip',
          'content-disposition': `attachment; filename="x"; filename*=UTF-8''${encodeURIComponent('报告导出-docx-20250402.zip')}`,
        },
      });
    }
    return undefined;
  });
  return { started, polls: () => polls };
}

const choose = async (label: string) => {
  fireEvent.click(screen.getByRole('button', { name: /批量导出/ }));
  fireEvent.click(await screen.findByText(label));
};

// The first drawing of antd's dropdown and dialog takes seconds on a busy machine.
describe('BatchExportButton', { timeout: 15_000 }, () => {
  it('starts the batch with the list’s query, follows it each second, then downloads the zip', {
    timeout: 15_000,
  }, async () => {
    const server = batchServer([batch({ status: 'queued' }), batch({ done: 1 }), batch({ status: 'done', done: 2 })]);
    renderScreen(<BatchExportButton query={QUERY} mine />);
    await choose('Word 文档');
    expect(await screen.findByText('批量导出报告')).toBeTruthy();
    expect(server.started).toEqual([{ format: 'docx', query: QUERY, mine: true }]);
    expect(await screen.findByText('排队中，请稍候…')).toBeTruthy();
    expect(await screen.findByText('正在导出：1 / 2 份', {}, { timeout: 3000 })).toBeTruthy();
    expect(await screen.findByText('导出完成，共 2 份报告。', {}, { timeout: 3000 })).toBeTruthy();
    // Settled: no more polling.
    const polls = server.polls();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(server.polls()).toBe(polls);

    fireEvent.click(screen.getByRole('button', { name: /下载压缩包/ }));
    await waitFor(() => expect(saved).toEqual(['报告导出-docx-20250402.zip']));
    fireEvent.click(screen.getByRole('button', { name: /关\s?闭/ }));
    await waitFor(() => expect(screen.queryByText('批量导出报告')).toBeNull());
  });

  it('says why a batch failed, and offers no download', async () => {
    batchServer([batch({ status: 'failed', format: 'pdf', error: 'PDF 生成失败，请稍后重试或导出 Word' })]);
    renderScreen(<BatchExportButton query={{}} />);
    await choose('PDF 文档');
    expect(await screen.findByText('导出失败：PDF 生成失败，请稍后重试或导出 Word')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /下载压缩包/ })).toBeNull();
  });

  it('shows a refused start as a banner, without a dialog', async () => {
    const api = fakeApi({
      '/report/export-batch': () => ({
        code: Code.IllegalOperation,
        msg: '一次最多导出 500 份报告，请用筛选条件缩小范围',
        data: null,
      }),
    });
    renderScreen(<BatchExportButton query={QUERY} />);
    await choose('Word 文档');
    await waitFor(() => expect(api.banners.map((banner) => banner.content).join()).toContain('500'));
    expect(api.posts('/report/export-batch')[0]?.body).toEqual({ format: 'docx', query: QUERY });
    expect(screen.queryByText('批量导出报告')).toBeNull();
  });
});
