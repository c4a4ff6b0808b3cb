import type { EChartsCoreOption } from 'echarts/core';

/**
 * What a chart draws: ECharts' option object, with the series and components registered in
 * echarts-setup.ts (the browser's) and allowed by the contract's ChartOption (the server's).
 */
export type ChartOption = EChartsCoreOption;

/** The drawn chart's handle, for the frame's actions. */
export interface ChartHandle {
  /** The chart as a PNG data URL on a white background ('' when it cannot be made). */
  pngDataUrl: () => string | Promise<string>;
}

/** The figures behind a chart, as the data export writes them: a header row, then one row each. */
export interface ChartRows {
  columns: string[];
  rows: (string | number | null)[][];
}
