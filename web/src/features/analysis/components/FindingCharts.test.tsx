import type { FindingRate } from '@app/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { drawnCharts, fakeApi, permissions, renderScreen, setUpScreenTests, success } from '../../../test/fake-api';
import { FindingCharts } from './FindingCharts';

setUpScreenTests({ signInTo: { key: 'hdny' } });

const rate = (id: number, name: string, raised: number, closed: number): FindingRate => ({
  id,
  name,
  raised,
  closed,
  rectified: closed,
  answered_in_time: closed,
  reports: 1,
  overdue: 0,
  closure_rate: raised === 0 ? null : closed / raised,
  response_rate: raised === 0 ? null : closed / raised,
});

function serve(index: boolean) {
  return fakeApi({
    '/organization/get-page-permission': permissions(index ? ['index'] : []),
    '/finding/rates': (call) =>
      success(
        call.query.get('group') === 'type'
          ? [rate(1, '质量问题', 3, 3), rate(2, '安全问题', 1, 0)]
          : [rate(7, '东吴变电站', 4, 3), rate(8, '无问题的项目', 0, 0)],
      ),
  });
}

describe('the findings charts of 统计分析', { timeout: 20_000 }, () => {
  it("asks the findings' rates by type and by project under the screen's filters", async () => {
    const api = serve(true);
    renderScreen(
      <FindingCharts query={{ project_id: '7', from: '2026-01-01', to: '2026-11-30', unit_id: '2', device_id: '5' }} />,
    );
    expect(await screen.findByText('发现问题按类型', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('各项目问题闭合率与响应率')).toBeTruthy();
    // The panels follow every filter, so they carry no note that they ignore some.
    expect(screen.queryByText('问题按项目与提出日期筛选')).toBeNull();
    await waitFor(() => expect(drawnCharts()).toHaveLength(2));
    // The rates drawn are the ones answered: the type chart names the types.
    const typeChart = api.posts('/chart/svg').find((c) => JSON.stringify(c.body).includes('质量问题'));
    expect(typeChart).toBeDefined();
    const asked = api.calls.filter((c) => c.path === '/finding/rates').map((c) => Object.fromEntries(c.query));
    expect(asked).toEqual(
      expect.arrayContaining([
        { group: 'type', project_id: '7', unit_id: '2', device_id: '5', from: '2026-01-01', to: '2026-11-30' },
        { group: 'project', project_id: '7', unit_id: '2', device_id: '5', from: '2026-01-01', to: '2026-11-30' },
      ]),
    );
  });

  it('shows nothing, and asks nothing, to a role that may not read the findings', async () => {
    const api = serve(false);
    const view = renderScreen(<FindingCharts query={{}} />);
    await waitFor(() => expect(api.calls.some((c) => c.path === '/organization/get-page-permission')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls.some((c) => c.path === '/finding/rates')).toBe(false);
    expect(view.container.textContent).toBe('');
  });
});
