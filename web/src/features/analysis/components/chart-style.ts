import type { ReactNode } from 'react';

/** The look the analysis charts share: axis tooltips, a legend below, light axes and grid lines. */
export const TOOLTIP_AXIS = { trigger: 'axis', axisPointer: { type: 'shadow' } } as const;
export const LEGEND = { bottom: 0, type: 'scroll', icon: 'roundRect', itemWidth: 12, itemHeight: 8 } as const;
// ECharts 6 keeps the axis labels inside the chart by itself (its grid's outerBounds); below the
// grid, the labels of the axis take 20 px above the legend's 20.
export const GRID = { left: 8, right: 16, top: 16, bottom: 56 } as const;
export const AXIS_LINE = { lineStyle: { color: '#d9d9d9' } } as const;
export const SPLIT_LINE = { lineStyle: { color: '#f0f0f0' } } as const;

/** What every analysis chart takes besides its rows. */
export interface Common {
  title?: ReactNode;
  loading?: boolean;
  height?: number;
}

/** A bar of a chart laid out by rows (rowsChart): rounded at its end. */
export const rowBar = (name: string, color: string, data: number[], extra: Record<string, unknown> = {}) => ({
  type: 'bar',
  name,
  barMaxWidth: 18,
  itemStyle: { color, borderRadius: [0, 3, 3, 0] },
  data,
  ...extra,
});

/** A chart with one row per name (the first on top) and its series as bars side by side. */
export const rowsChart = (names: string[], series: unknown[], valueAxis: Record<string, unknown> = {}) => ({
  tooltip: TOOLTIP_AXIS,
  legend: LEGEND,
  grid: GRID,
  yAxis: {
    type: 'category',
    inverse: true,
    data: names,
    axisLine: AXIS_LINE,
    axisTick: { show: false },
    axisLabel: { width: 160, overflow: 'truncate' },
  },
  xAxis: { type: 'value', minInterval: 1, splitLine: SPLIT_LINE, ...valueAxis },
  series,
});
