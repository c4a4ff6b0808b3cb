import type { FormTemplateRow } from '@app/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeApi, permissions, setUpScreenTests, success } from '../../../test/fake-api';
import FormTemplatesPage from '../routes/FormTemplatesPage';
import ReportTemplatesPage from '../routes/family/ReportTemplatesPage';

setUpScreenTests({ signInTo: { key: 'hdny' } });

const row = (over: Partial<FormTemplateRow>): FormTemplateRow => ({
  id: 1,
  name: '焊缝检验记录',
  family: 'inspection',
  description: '',
  latest_version: 2,
  unpublished: false,
  instance_count: 5,
  updated_at: '2026-03-05T08:00:00Z',
  ...over,
});
const list = (rows: FormTemplateRow[]) =>
  success({ result: rows, paging: { count: rows.length, page: 1, perPage: -1 } });

function Where() {
  return <div data-testid="where">{useLocation().pathname}</div>;
}
function show(ui: ReactElement, at: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path={at} element={ui} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('TemplateList', { timeout: 20_000 }, () => {
  it('lists templates with version, unpublished state and filled count; fill needs a published version', async () => {
    const api = fakeApi({
      '/organization/get-page-permission': permissions(),
      '/form/template/list': () =>
        list([row({}), row({ id: 2, name: '巡检表', family: 'patrol', latest_version: 0, unpublished: true })]),
      '/form/instance/create': () => success({ id: 77 }),
    });
    show(<FormTemplatesPage />, '/control/form');
    const draftRow = (await screen.findByText('巡检表')).closest('tr') as HTMLElement;
    expect(within(draftRow).getByText('未发布')).toBeTruthy();
    expect(within(draftRow).getByText('有未发布的修改')).toBeTruthy();
    expect((within(draftRow).getByRole('button', { name: /填\s?写/ }) as HTMLButtonElement).disabled).toBe(true);
    const published = screen.getByText('焊缝检验记录').closest('tr') as HTMLElement;
    expect(within(published).getByText('v2')).toBeTruthy();
    expect(within(published).getByText('检验报告')).toBeTruthy();
    fireEvent.click(within(published).getByRole('button', { name: /填\s?写/ }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/control/form/example/setup/77'));
    expect(api.posts('/form/instance/create')[0]?.body).toEqual({ template_id: 1 });
  });

  it('opens the designer with 设计', async () => {
    fakeApi({ '/organization/get-page-permission': permissions(), '/form/template/list': () => list([row({})]) });
    show(<FormTemplatesPage />, '/control/form');
    fireEvent.click(await screen.findByRole('button', { name: /设\s?计/ }));
    expect(screen.getByTestId('where').textContent).toBe('/control/form/design/1');
  });

  it('hides the actions the page does not allow', async () => {
    fakeApi({
      '/organization/get-page-permission': permissions(['index']),
      '/form/template/list': () => list([row({})]),
    });
    show(<FormTemplatesPage />, '/control/form');
    await screen.findByText('焊缝检验记录');
    expect(screen.queryByRole('button', { name: /新建模板/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /删\s?除/ })).toBeNull();
  });

  it('asks for the families of a page of several in one call', async () => {
    const api = fakeApi({
      '/organization/get-page-permission': permissions(),
      '/form/template/list': () =>
        list([row({ id: 3, name: 'NCR 报告单', family: 'ncr', updated_at: '2026-03-06T00:00:00Z' }), row({})]),
    });
    show(<ReportTemplatesPage />, '/project/report-data/template/found/report');
    await screen.findByText('NCR 报告单');
    const families = api.calls.filter((c) => c.path === '/form/template/list').map((c) => c.query.get('family'));
    expect(families).toEqual(['inspection,ncr,release,witness']);
  });
});
