import type { CompletionOptions, CompletionRow, PlanPointRow } from '@app/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openColumnFilter, pickInColumnFilter } from '../../../test/column-filter';
import { fakeApi, renderScreen, setUpScreenTests, success } from '../../../test/fake-api';
import EicManagerPage from './EicManagerPage';
import EicStaffPage from './EicStaffPage';
import EicWtfPage from './EicWtfPage';

setUpScreenTests({ signInTo: { key: 'hdny' } });

const piece = (over: Partial<CompletionRow> = {}): CompletionRow => ({
  id: 7,
  project_id: 1,
  project_name: '皖南变电站',
  name: '主变压器 A 相',
  e_number: 'WN-ZB-1A',
  batch: '第一批',
  unit_name: '华东监造中心',
  inspectors: [{ id: 5, name: '张检验' }],
  points: 8,
  done: 2,
  overdue: 1,
  unscheduled: 0,
  next: { step_name: '线圈绕制', category_name: '见证点', plan_symbol: 'W', planned_date: '2026-11-20' },
  ...over,
});
const options: CompletionOptions = {
  projects: [{ id: 1, name: '皖南变电站', number: 'HDNY-2026-001' }],
  units: [{ id: 3, name: '华东监造中心' }],
  inspectors: [{ id: 5, name: '张检验' }],
};
const point: PlanPointRow = {
  id: 51,
  project_id: 1,
  project_name: '皖南变电站',
  equipment_id: 7,
  equipment_name: '主变压器 A 相',
  e_number: 'WN-ZB-1A',
  batch: '第一批',
  step: 2,
  step_name: '线圈绕制',
  category_name: '见证点',
  plan_symbol: 'W',
  planned_date: '2026-11-20',
  actual_symbol: null,
  actual_date: null,
  state: 'overdue',
  notice_at: null,
  notice_by_name: '',
  notice_note: '',
  report: null,
  can_plan: false,
  can_notice: false,
};

function serve(rows: CompletionRow[] = [piece(), piece({ id: 8, e_number: 'WN-ZB-1B', points: 0, next: null })]) {
  return fakeApi({
    '/plan/completion': () => success({ result: rows, paging: { count: rows.length, page: 1, perPage: 15 } }),
    '/plan/completion/options': () => success(options),
    '/plan/completion/points': () => success([point]),
    '/table-setting/view': () => success(null),
  });
}
const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent ?? '');
const loaded = () => screen.findByText('WN-ZB-1A', {}, { timeout: 10_000 });

describe('the completion views', { timeout: 30_000 }, () => {
  it('show the client each piece by inspection unit, with its counts, next point and completion', async () => {
    const api = serve();
    renderScreen(<EicWtfPage />, { route: '/unitmanager/equipment/eic-wtf' });
    await loaded();
    expect(screen.getByText('按检验单位查看您各项目的设备')).toBeTruthy();
    expect(headers().filter(Boolean).slice(0, 3)).toEqual(['项目', '检验单位', '检验员']);
    expect(api.calls.find((c) => c.path === '/plan/completion')?.query.get('sort')).toBe('e_number');
    const row = screen.getByText('WN-ZB-1A').closest('tr') as HTMLElement;
    expect(within(row).getByText('华东监造中心')).toBeTruthy();
    expect(within(row).getByText('张检验')).toBeTruthy();
    expect(within(row).getByText('25%')).toBeTruthy();
    expect(within(row).getByText('2026-11-20').closest('.ant-typography-danger')).toBeTruthy();
    const other = screen.getByText('WN-ZB-1B').closest('tr') as HTMLElement;
    expect(within(other).getByText('无待检点')).toBeTruthy();
  });

  it('open a piece’s points in route order beneath its row', async () => {
    const api = serve();
    renderScreen(<EicManagerPage />, { route: '/unitmanager/equipment/eic-manager' });
    await loaded();
    expect(headers().filter(Boolean).slice(0, 3)).toEqual(['项目', '检验员', '检验单位']);
    const row = screen.getByText('WN-ZB-1A').closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button'));
    expect(await screen.findByText('2. 线圈绕制', {}, { timeout: 10_000 })).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/plan/completion/points')?.query.get('equipment_id')).toBe('7');
    // A piece without points has nothing to open.
    const empty = screen.getByText('WN-ZB-1B').closest('tr') as HTMLElement;
    expect(within(empty).queryByRole('button')).toBeNull();
  });

  it('filter by inspector through the column’s choices', async () => {
    const api = serve();
    renderScreen(<EicManagerPage />, { route: '/unitmanager/equipment/eic-manager' });
    await loaded();
    openColumnFilter('检验员');
    await pickInColumnFilter('张检验');
    await waitFor(() =>
      expect(
        api.calls
          .filter((c) => c.path === '/plan/completion')
          .at(-1)
          ?.query.get('filter[inspector]'),
      ).toBe('5'),
    );
  });

  it('show the inspector his pieces, and say so when there are none', async () => {
    serve([]);
    renderScreen(<EicStaffPage />, { route: '/unitmanager/equipment/eic-staff' });
    expect(await screen.findByText('暂无设备', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('分配给您的设备')).toBeTruthy();
  });
});
