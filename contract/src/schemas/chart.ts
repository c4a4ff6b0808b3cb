import { ownerCalls } from '../call.js';
import { z } from '../zod.js';
import { jsonShapeProblem } from './json-shape.js';

/**
 * Charts are drawn by the server (ECharts' SVG renderer) and shown as an image, so a screen with
 * charts does not load ECharts (about 180 KB gzip) until someone points at one to read its figures
 * (docs/decisions.md, "Charts drawn on the server"). The option is ECharts' own, limited to what the
 * screens draw: the series types and components below, bounded in size.
 */
export const CHART_SERIES_TYPES = ['bar', 'line', 'pie'] as const;
export const CHART_AXIS_TYPES = ['category', 'value'] as const;
export const CHART_WIDTH = { min: 120, max: 2400 } as const;
export const CHART_HEIGHT = { min: 80, max: 4000 } as const;
/** Series and points a chart may hold: one call draws in tens of milliseconds, never a second. */
export const CHART_SERIES_MAX = 20;
export const CHART_POINTS_MAX = 2_000;
/** The option's size as JSON; the screens' largest is a few kilobytes. */
export const CHART_OPTION_MAX_BYTES = 64 * 1024;
/** How deep the option's settings nest; the screens' go four levels deep (series, data, a point, its style). */
export const CHART_OPTION_DEPTH_MAX = 10;

/** The look every chart shares, on the server's image and on the live chart alike. */
export const CHART_PALETTE = [
  '#1677ff',
  '#52c41a',
  '#faad14',
  '#ff4d4f',
  '#722ed1',
  '#13c2c2',
  '#eb2f96',
  '#fa8c16',
  '#2f54eb',
] as const;
/** Single quotes: ECharts writes the font into an SVG attribute as it is, and a double quote would end it. */
export const CHART_FONT =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif";

const settings = z.record(z.string(), z.unknown());
const axis = z.looseObject({ type: z.enum(CHART_AXIS_TYPES).optional(), data: z.array(z.unknown()).optional() });
const series = z.looseObject({ type: z.enum(CHART_SERIES_TYPES), data: z.array(z.unknown()).optional() });

export const ChartOption = z
  .strictObject({
    tooltip: settings.optional(),
    legend: settings.optional(),
    grid: settings.optional(),
    xAxis: axis.optional(),
    yAxis: axis.optional(),
    series: z.array(series).max(CHART_SERIES_MAX),
  })
  .superRefine((option, context) => {
    // Measured before JSON.stringify below, whose stack a value nested thousands deep overflows.
    const shape = jsonShapeProblem(option, { depth: CHART_OPTION_DEPTH_MAX, entries: CHART_POINTS_MAX });
    if (shape) {
      context.addIssue({ code: 'custom', message: 'too large', path: ['series'] });
      return;
    }
    const points = [option.xAxis, option.yAxis, ...option.series].reduce(
      (sum, part) => sum + (part?.data?.length ?? 0),
      0,
    );
    if (points > CHART_POINTS_MAX) context.addIssue({ code: 'custom', message: 'too many points', path: ['series'] });
    if (JSON.stringify(option).length > CHART_OPTION_MAX_BYTES)
      context.addIssue({ code: 'custom', message: 'too large', path: ['series'] });
  });
export type ChartOption = z.infer<typeof ChartOption>;

export const ChartSvgBody = z.strictObject({
  option: ChartOption,
  width: z.number().int().min(CHART_WIDTH.min).max(CHART_WIDTH.max),
  height: z.number().int().min(CHART_HEIGHT.min).max(CHART_HEIGHT.max),
});
export type ChartSvgBody = z.infer<typeof ChartSvgBody>;

const call = ownerCalls('chart');

export const ChartCalls = {
  /** The chart as an SVG document, for any signed-in member: it reads nothing but the option it is sent. */
  svg: call('POST', '/chart/svg', { body: ChartSvgBody, response: z.object({ svg: z.string() }) }),
};
