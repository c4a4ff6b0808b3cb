import type { EquipmentPoints } from '@app/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, renderScreen, setUpScreenTests, stubFetch } from '../../../test/fake-api';
import EquipmentPointPage from './EquipmentPointPage';

const grid = (canUpdate: boolean): EquipmentPoints => ({
  equipment: {
    id: 7,
    name: '1000kV 主变压器 A 相',
    e_number: 'WN-ZB-1A',
    batch: '第一批',
    project_id: 1,
    project_name: '皖南 1000kV 特高压变电站扩建工程',
    device_id: 3,
    device_name: '主变压器',
  },
  steps: [
    { id: 11, step: 1, name: '铁心叠装' },
    { id: 12, step: 2, name: '例行试验' },
  ],
  categories: [
    { id: 1, name: '停止点', plan_symbol: 'H', actual_symbol: 'Ⓗ' },
    { id: 2, name: '见证点', plan_symbol: 'W', actual_symbol: 'Ⓦ' },
  ],
  points: [{ process_id: 11, category_id: 2, plan_symbol: 'W', actual_symbol: null, actual_date: null }],
  can_update: canUpdate,
});

/** The server as the page sees it; saves are recorded. */
function serve(canUpdate: boolean) {
  const saves: unknown[] = [];
  stubFetch((url, init) => {
    switch (url.pathname) {
      case '/api/equipment/points':
        return ok(grid(canUpdate));
      case '/api/equipment/options':
        return ok([grid(canUpdate).equipment]);
      case '/api/equipment/points/save': {
        const body = JSON.parse(String(init?.body)) as { points: EquipmentPoints['points'] };
        saves.push(body);
        return ok({
          ...grid(canUpdate),
          points: body.points.map((p) => ({ ...p, actual_symbol: null, actual_date: null })),
        });
      }
      default:
        return undefined;
    }
  });
  return saves;
}

setUpScreenTests({ signInTo: { key: 'hdny', name: '华东能源工程项目部' } });

const renderPage = () =>
  renderScreen(<EquipmentPointPage />, {
    route: '/unitmanager/equipment/point?equipment=7',
    path: '/unitmanager/equipment/point',
  });

describe('EquipmentPointPage', { timeout: 20_000 }, () => {
  it('ticks a point with its category symbol and saves the whole grid', async () => {
    const saves = serve(true);
    renderPage();
    const hold = await screen.findByRole('checkbox', { name: '例行试验 · 停止点' }, { timeout: 5000 });
    expect(await screen.findByText('已设置 1 个检验点')).toBeTruthy();
    const save = screen.getByRole('button', { name: /保存检验点/ });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(hold);
    expect(await screen.findByText('有未保存的修改')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: '例行试验 · 停止点 的计划符号' }) as HTMLInputElement).value).toBe('H');
    fireEvent.click(save);
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toEqual({
      points: [
        { process_id: 11, category_id: 2, plan_symbol: 'W' },
        { process_id: 12, category_id: 1, plan_symbol: 'H' },
      ],
    });
    await waitFor(() => expect(screen.queryByText('有未保存的修改')).toBeNull());
  });

  it('shows the plan read-only to those who may not change it', async () => {
    serve(false);
    renderPage();
    expect(await screen.findByText('您可以查看本设备的检验点，但无权修改。', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /保存检验点/ })).toBeNull();
    // The one planned cell shows its symbol.
    const planned = [...document.querySelectorAll('.ant-table-tbody .ant-table-row .ant-tag')].map(
      (tag) => tag.textContent,
    );
    expect(planned).toEqual(['W']);
  });
});
