import { Code } from '@app/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DRAWN_CHART, drawnCharts, fakeApi, renderScreen, setUpScreenTests, success } from '../../test/fake-api';
import { Chart } from './Chart';

// The live chart (after pointing at it) is ECharts on a canvas, which jsdom cannot draw.
vi.mock('./EChart', () => import('../../test/fake-echart'));

setUpScreenTests();

const OPTION = {
  xAxis: { type: 'category', data: ['11月'] },
  yAxis: { type: 'value' },
  series: [{ type: 'bar', data: [3] }],
};

describe('Chart', { timeout: 20_000 }, () => {
  it('shows the empty state without drawing, its actions disabled', () => {
    const api = fakeApi({});
    renderScreen(<Chart label="每月报告数量" option={OPTION} empty onExport={() => undefined} />);
    expect(screen.getByText('暂无数据')).toBeTruthy();
    expect(api.posts('/chart/svg')).toHaveLength(0);
    expect(screen.getByRole('button', { name: '保存图片' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: '导出数据' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows the drawing the server made of its option and size, without loading ECharts', async () => {
    const api = fakeApi({});
    renderScreen(<Chart label="检验人员工作量" option={OPTION} height={260} />);
    await waitFor(() => expect(drawnCharts()).toHaveLength(1));
    expect(api.posts('/chart/svg').map((c) => c.body)).toEqual([{ option: OPTION, width: 600, height: 260 }]);
    expect(decodeURIComponent(drawnCharts()[0]?.getAttribute('src') ?? '')).toContain(DRAWN_CHART);
    expect(screen.getByRole('img', { name: '检验人员工作量' })).toBeTruthy();
    expect(screen.queryByTestId('echart')).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: '保存图片' }).hasAttribute('disabled')).toBe(false));
  });

  it('turns live when pointed at: the chart with its tooltips, saved as a PNG, its figures offered', async () => {
    fakeApi({});
    const onExport = vi.fn();
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderScreen(<Chart label="检验人员工作量" option={OPTION} onExport={onExport} />);
    await waitFor(() => expect(drawnCharts()).toHaveLength(1));
    fireEvent.pointerEnter(screen.getByRole('img', { name: '检验人员工作量' }));
    expect(await screen.findByTestId('echart', undefined, { timeout: 5000 })).toBeTruthy();
    // The live chart hands its image over in its first effects; a click before them would ask the
    // server's drawing, which jsdom cannot paint.
    await waitFor(() => expect(screen.getByTestId('echart').dataset.ready).toBe('true'));
    fireEvent.click(screen.getByRole('button', { name: '保存图片' }));
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByRole('button', { name: '导出数据' }));
    expect(onExport).toHaveBeenCalledTimes(1);
    clicked.mockRestore();
  });

  it('draws the chart in the browser when the server cannot', async () => {
    fakeApi({ '/chart/svg': () => ({ code: Code.IllegalOperation, msg: '图表数据有误，无法绘制', data: null }) });
    renderScreen(<Chart label="x" option={OPTION} />);
    expect(await screen.findByTestId('echart', undefined, { timeout: 5000 })).toBeTruthy();
    expect(drawnCharts()).toHaveLength(0);
  });

  it('offers no 导出数据 without figures to export', () => {
    fakeApi({ '/chart/svg': () => success({ svg: DRAWN_CHART }) });
    renderScreen(<Chart label="x" option={OPTION} />);
    expect(screen.queryByRole('button', { name: '导出数据' })).toBeNull();
  });
});
