import type { InboxItem } from '@app/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeApi, setUpScreenTests, success } from '../../../test/fake-api';
import InboxPage from './InboxPage';

setUpScreenTests({ signInTo: { key: 'hdny' } });

const item = (over: Partial<InboxItem>): InboxItem => ({
  id: 1,
  kind: 'task',
  title: '焊缝检验记录 JY-0001 待您审核',
  body: '张三提交了检验报告',
  link: '/control/form/example/setup/9',
  read: false,
  created_at: '2026-03-05T08:00:00Z',
  ...over,
});
const items = [item({}), item({ id: 2, kind: 'result', title: 'JY-0000 审批通过', read: true })];
const list = (rows: InboxItem[]) => success({ result: rows, paging: { count: rows.length, page: 1, perPage: 15 } });

function Where() {
  return <div data-testid="where">{useLocation().pathname}</div>;
}
const show = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/inbox']}>
        <Routes>
          <Route path="/inbox" element={<InboxPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('InboxPage', { timeout: 20_000 }, () => {
  it('lists notifications with their kind, unread ones bold, and filters the unread', async () => {
    const api = fakeApi({
      '/inbox/list': (call) => list(call.query.get('unread') === 'true' ? items.filter((i) => !i.read) : items),
    });
    show();
    expect(await screen.findByText('JY-0000 审批通过')).toBeTruthy();
    expect(screen.getByText('待办')).toBeTruthy();
    expect(screen.getByText('结果')).toBeTruthy();
    const [unread, read] = screen.getAllByTestId('inbox-item');
    expect(unread?.dataset.read).toBe('false');
    expect(unread?.querySelector('strong')).toBeTruthy();
    expect(read?.querySelector('strong')).toBeNull();
    expect(api.calls[0]?.query.get('sort')).toBe('-created_at');
    fireEvent.click(screen.getByText('未读'));
    await waitFor(() => expect(screen.queryByText('JY-0000 审批通过')).toBeNull());
    expect(api.calls.some((c) => c.path === '/inbox/list' && c.query.get('unread') === 'true')).toBe(true);
  });

  it('opens a notification, marking it read', async () => {
    const api = fakeApi({ '/inbox/list': () => list(items), '/inbox/read': () => success(null) });
    show();
    fireEvent.click(await screen.findByText('焊缝检验记录 JY-0001 待您审核'));
    expect((await screen.findByTestId('where')).textContent).toBe('/control/form/example/setup/9');
    await waitFor(() => expect(api.posts('/inbox/read')[0]?.body).toEqual({ ids: [1] }));
  });

  it('marks all read, and says when there is nothing', async () => {
    const api = fakeApi({ '/inbox/list': () => list(items), '/inbox/read': () => success(null) });
    show();
    await screen.findByText('JY-0000 审批通过');
    fireEvent.click(screen.getByRole('button', { name: /全部标为已读/ }));
    await waitFor(() => expect(api.posts('/inbox/read')[0]?.body).toEqual({ ids: [] }));
    await waitFor(() => expect(api.banners).toContainEqual(expect.objectContaining({ content: '已全部标为已读' })));
  });

  it('shows an empty state', async () => {
    fakeApi({ '/inbox/list': () => list([]) });
    show();
    expect(await screen.findByText('暂无通知')).toBeTruthy();
  });
});
