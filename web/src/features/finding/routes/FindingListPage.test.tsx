import type { FindingRow } from '@app/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NARROW_QUERY } from '../../../lib/use-is-phone';
import { fakeApi, permissions, renderScreen, setUpScreenTests, success } from '../../../test/fake-api';
import FindingListPage from './FindingListPage';

setUpScreenTests({ signInTo: { key: 'hdny' } });

const row: FindingRow = {
  id: 9,
  project_id: 2,
  project_name: '皖南变电站扩建工程',
  type_name: '质量问题',
  theme_name: '焊接',
  description: '油箱焊缝渗油',
  location: '1#主变',
  is_important: true,
  on_focus: false,
  state: 'open',
  responsible_name: '李项目',
  due_date: '2026-12-04',
  overdue: true,
  raised_by_name: '王检验',
  raised_at: '2026-11-27T04:00:00Z',
};

describe('问题列表', { timeout: 20_000 }, () => {
  it('shows the findings as cards on a phone held upright, each opening its loop', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === NARROW_QUERY,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const api = fakeApi({
      '/organization/get-page-permission': permissions(['index']),
      '/finding/options': () => success({ types: [], themes: [], people: [] }),
      '/finding/rates': () => success([]),
      '/finding/index': () => success({ result: [row], paging: { count: 1, page: 1, perPage: 15 } }),
      '/finding/view': () => success(null),
    });
    renderScreen(<FindingListPage />, { route: '/project/found/list/2', path: '/project/found/list/:id' });
    const [card] = await screen.findAllByTestId('finding-card', undefined, { timeout: 10_000 });
    expect(screen.queryByRole('table')).toBeNull();
    for (const text of ['待整改', '已逾期', '重要问题', '质量问题', '李项目 · 2026-12-04 前整改'])
      expect(within(card as HTMLElement).getByText(text)).toBeTruthy();
    const listed = api.calls.find((c) => c.path === '/finding/index');
    expect(listed?.query.get('project_id')).toBe('2');
    expect(listed?.query.get('sort')).toBe('-raised_at');
    fireEvent.click(within(card as HTMLElement).getByText('油箱焊缝渗油'));
    await waitFor(() =>
      expect(api.calls.some((c) => c.path === '/finding/view' && c.query.get('id') === '9')).toBe(true),
    );
  });
});
