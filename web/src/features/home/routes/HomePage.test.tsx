import type { NewsRow } from '@app/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, permissions, renderScreen, setUpScreenTests, success } from '../../../test/fake-api';
import HomePage from './HomePage';

setUpScreenTests({ signInTo: { key: 'hdny' } });

const notice: NewsRow = {
  id: 3,
  title: '关于开展主变压器出厂试验见证工作的通知',
  excerpt: '各检验单位：',
  published_at: '2026-03-05T08:00:00Z',
  pinned: true,
  author: '管理员',
  updated_at: '2026-03-05T08:00:00Z',
};

const serve = (actions?: string[]) =>
  fakeApi({
    '/news/index': () => success({ result: [notice], paging: { count: 1, page: 1, perPage: 15 } }),
    '/organization/get-page-permission': permissions(actions),
  });

describe('HomePage', { timeout: 20_000 }, () => {
  it('shows the owner’s latest news to one who reads the news', async () => {
    serve(['index']);
    renderScreen(<HomePage />, { route: '/home' });
    expect(await screen.findByText(notice.title)).toBeTruthy();
  });

  it('leaves the news out for one who may not read it, and never asks for it', async () => {
    const api = serve([]);
    renderScreen(<HomePage />, { route: '/home' });
    await waitFor(() => expect(api.calls.some((c) => c.path === '/organization/get-page-permission')).toBe(true));
    expect(screen.queryByText(notice.title)).toBeNull();
    expect(api.calls.some((c) => c.path === '/news/index')).toBe(false);
  });
});
