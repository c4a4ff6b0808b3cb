import type { EquipmentRow } from '@app/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, renderScreen, setUpScreenTests, stubFetch } from '../../../test/fake-api';
import { ProjectEquipmentTab } from './ProjectEquipmentTab';

const ROW: EquipmentRow = {
  id: 7,
  project_id: 3,
  project_name: '皖南 1000kV 特高压变电站扩建工程',
  project_number: 'HDNY-2026-001',
  device_id: 2,
  device_name: '主变压器',
  name: '1000kV 主变压器 A 相',
  e_number: 'WN-ZB-1A',
  batch: '第一批',
  quantity: 1,
  factory_id: null,
  factory_name: null,
  unit_id: null,
  unit_name: null,
  planned_delivery: '2026-09-30',
  status: 'manufacturing',
  note: '',
  inspectors: [{ id: 5, name: '王检验' }],
  point_count: 11,
  can_change: false,
  updated_at: '2026-11-01T08:00:00.000Z',
};

/** The server as the tab sees it, with the rights of 设备管理; the list's queries are recorded. */
function serve(granted: string[]) {
  const asked: URLSearchParams[] = [];
  stubFetch((url) => {
    switch (url.pathname) {
      case '/api/organization/get-page-permission':
        return ok(
          ['index', 'create', 'update', 'delete', 'assign', 'import', 'export'].map((type) => ({
            type,
            status: granted.includes(type) ? 'on' : 'off',
          })),
        );
      case '/api/equipment/index':
        asked.push(url.searchParams);
        return ok({ result: [ROW], paging: { count: 1, page: 1, perPage: 15 } });
      case '/api/project/options':
      case '/api/device/options':
      case '/api/organization/options':
      case '/api/ins-unit/options':
        return ok([]);
      default:
        return undefined;
    }
  });
  return asked;
}

setUpScreenTests({ signInTo: { key: 'hdny', name: '华东能源工程项目部' } });

describe('ProjectEquipmentTab', { timeout: 20_000 }, () => {
  it("lists the project's equipment from the managers' list, without a project column", async () => {
    const asked = serve(['index']);
    renderScreen(<ProjectEquipmentTab projectId={3} />, { route: '/' });
    expect(await screen.findByText('WN-ZB-1A', {}, { timeout: 5000 })).toBeTruthy();
    expect(asked[0]?.get('project_id')).toBe('3');
    expect(asked[0]?.get('page_key')).toBe('unitmanager-equipment');
    expect(screen.getByText('制造中')).toBeTruthy();
    expect(screen.queryByText('所属项目')).toBeNull();
    expect(screen.queryByText('新增设备')).toBeNull();
  });

  it('says so when the role may not view equipment', async () => {
    const asked = serve([]);
    renderScreen(<ProjectEquipmentTab projectId={3} />, { route: '/' });
    expect(await screen.findByText('您没有查看设备的权限', {}, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(asked).toHaveLength(0));
  });
});
