import type { Law, LawRow } from '@app/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, permissions, renderScreen, setUpScreenTests, success } from '../../../test/fake-api';
import LawPage from './LawPage';

setUpScreenTests({ signInTo: { key: 'hdny' } });

const row: LawRow = {
  id: 7,
  code: 'GB/T 1094.3-2017',
  title: '电力变压器 第3部分：绝缘水平、绝缘试验和外绝缘空气间隙',
  issuer: '国家市场监督管理总局',
  enable_date: '2018-07-01',
  status: 'current',
  updated_at: '2026-03-05T08:00:00Z',
};
const law: Law = { ...row, content: '绝缘试验包括外施耐压试验。' };

const serve = (actions?: string[], rows: LawRow[] = [row]) =>
  fakeApi({
    '/law/index': () => success({ result: rows, paging: { count: rows.length, page: 1, perPage: 15 } }),
    '/law/view': () => success(law),
    '/law/delete': () => success(null),
    '/organization/get-page-permission': permissions(actions),
    '/table-setting/view': () => success(null),
  });

describe('LawPage', { timeout: 20_000 }, () => {
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
    expect(await screen.findByText('绝缘试验包括外施耐压试验。')).toBeTruthy();
  });

  it('asks before deleting, for whoever may delete', async () => {
    const api = serve();
    renderScreen(<LawPage />, { route: '/knowledge/law' });
    fireEvent.click(await screen.findByRole('button', { name: /删除/ }));
    await waitFor(() => expect(api.posts('/law/delete')).toHaveLength(1));
    expect(api.posts('/law/delete')[0]?.query.get('id')).toBe('7');
    expect(screen.getByRole('button', { name: /新增法规标准/ })).toBeTruthy();
  });

  it('says when nothing matches', async () => {
    serve(['index'], []);
    renderScreen(<LawPage />, { route: '/knowledge/law' });
    expect(await screen.findByText('暂无法规标准')).toBeTruthy();
  });
});
