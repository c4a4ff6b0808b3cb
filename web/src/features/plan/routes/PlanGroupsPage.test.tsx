import { Code, type PlanGroupRow } from '@app/contract';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PHONE_QUERY } from '../../../lib/use-is-phone';
import { fakeApi, renderScreen, setUpScreenTests, success } from '../../../test/fake-api';
import PlanGroupsPage from './PlanGroupsPage';

setUpScreenTests({ signInTo: { key: 'hdny' } });

const group = (over: Partial<PlanGroupRow> = {}): PlanGroupRow => ({
  id: 3,
  name: '华东特高压输变电工程',
  projects: 2,
  equipment: 6,
  points: 40,
  done: 10,
  overdue: 4,
  unscheduled: 2,
  ...over,
});

const open = () => renderScreen(<PlanGroupsPage />, { route: '/project/plan' });

describe('PlanGroupsPage', { timeout: 30_000 }, () => {
  it('lists each group with its counts, overdue in red and completion as a bar, leading to its plan', async () => {
    fakeApi({ '/plan/groups': () => success([group(), group({ id: 4, name: '华东海上风电工程', overdue: 0 })]) });
    open();
    const link = await screen.findByRole('link', { name: '华东特高压输变电工程' });
    expect(link.getAttribute('href')).toBe('/project/plan/list/3');
    const overdue = screen.getByText('4', { selector: '.ant-typography-danger, .ant-typography-danger *' });
    expect(overdue).toBeTruthy();
    expect(screen.getAllByText('25%')).toHaveLength(2);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      '项目组',
      '项目',
      '设备',
      '检验点',
      '已完成',
      '已逾期',
      '未排期',
      '完成率',
    ]);
  });

  it('says so when there is no group, and offers a retry when the plan could not be read', async () => {
    fakeApi({ '/plan/groups': () => success([]) });
    const { unmount } = open();
    expect(await screen.findByText('暂无可查看的项目组')).toBeTruthy();
    unmount();
    let fail = true;
    const api = fakeApi({
      '/plan/groups': () => (fail ? { code: Code.Error, msg: '服务器错误', data: null } : success([group()])),
    });
    open();
    expect(await screen.findByText('未能读取检验计划')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重 试' }));
    expect(await screen.findByRole('link', { name: '华东特高压输变电工程' })).toBeTruthy();
    expect(api.calls.filter((c) => c.path === '/plan/groups')).toHaveLength(2);
  });

  it('shows each group as a card of its figures on a phone', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === PHONE_QUERY,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    fakeApi({ '/plan/groups': () => success([group()]) });
    open();
    expect(await screen.findByRole('link', { name: '华东特高压输变电工程' })).toBeTruthy();
    expect(screen.queryByRole('columnheader')).toBeNull();
    expect(screen.getByText('未排期')).toBeTruthy();
    expect(screen.getByText('25%')).toBeTruthy();
  });
});
