import type { NewsItem, NewsRow } from '@app/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, permissions, renderScreen, setUpScreenTests, success } from '../../../test/fake-api';
import { LatestNews } from '../components/LatestNews';
import NewsPage from './NewsPage';

setUpScreenTests({ signInTo: { key: 'hdny' } });

const pinned: NewsRow = {
  id: 3,
  title: '关于开展主变压器出厂试验见证工作的通知',
  excerpt: '各检验单位：',
  published_at: '2026-03-05T08:00:00Z',
  pinned: true,
  author: '管理员',
  updated_at: '2026-03-05T08:00:00Z',
};
const item: NewsItem = { ...pinned, body: '各检验单位：\n请按计划见证。' };

const serve = (actions?: string[], rows: NewsRow[] = [pinned]) =>
  fakeApi({
    '/news/index': () => success({ result: rows, paging: { count: rows.length, page: 1, perPage: 15 } }),
    '/news/view': () => success(item),
    '/news/delete': () => success(null),
    '/organization/get-page-permission': permissions(actions),
  });

describe('NewsPage', { timeout: 20_000 }, () => {
  it('shows the announcements to read, without the writer’s buttons', async () => {
    serve(['index']);
    renderScreen(<NewsPage />, { route: '/news/index' });
    expect(await screen.findByText(pinned.title)).toBeTruthy();
    expect(screen.getByText('置顶')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /发布公告/ })).toBeNull();
    fireEvent.click(screen.getByText(pinned.title));
    expect(await screen.findByText(/请按计划见证/)).toBeTruthy();
  });

  it('asks before deleting one', async () => {
    const api = serve();
    renderScreen(<NewsPage />, { route: '/news/index' });
    fireEvent.click(await screen.findByRole('button', { name: /删除/ }));
    await waitFor(() => expect(api.posts('/news/delete')).toHaveLength(1));
  });

  it('says when there is none', async () => {
    serve(['index'], []);
    renderScreen(<NewsPage />, { route: '/news/index' });
    expect(await screen.findByText('暂无公告')).toBeTruthy();
  });
});

describe('LatestNews', { timeout: 20_000 }, () => {
  it('lists the newest with a link to the news screen', async () => {
    serve(['index']);
    renderScreen(<LatestNews />, { route: '/home' });
    expect(await screen.findByText(pinned.title)).toBeTruthy();
    expect(screen.getByRole('link', { name: '更多' }).getAttribute('href')).toBe('/news/index');
  });
});
