import { CHART_FONT, CHART_PALETTE, type ChartSvgBody, Code } from '@app/contract';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { AppError } from '../../platform/app-error.js';

// What the contract's ChartOption allows, and no more: an option naming anything else is refused by
// the contract before it reaches ECharts. The tooltip and legend are registered so that options
// naming them draw as the live chart does (a legend; the tooltip draws nothing until pointed at).
use([BarChart, LineChart, PieChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

/**
 * The chart as an SVG document, drawn at its final state (no animation). ECharts measures text
 * without a canvas here, by its table of Latin widths and one em for other characters, which is
 * what a CJK label takes. The answer is shown as an image (an <img>), never inserted as markup:
 * ECharts does not escape the option's colours and fonts inside the attributes it writes.
 */
export function chartSvg({ option, width, height }: ChartSvgBody): string {
  const chart = init(null, null, { renderer: 'svg', ssr: true, width, height });
  try {
    chart.setOption({ color: [...CHART_PALETTE], textStyle: { fontFamily: CHART_FONT }, ...option, animation: false });
    return chart.renderToSVGString();
  } catch {
    // An option the contract let through that ECharts cannot draw (a value of the wrong kind deep in
    // a series): the caller is told, the process goes on.
    throw new AppError(Code.IllegalOperation, 'chart.invalid');
  } finally {
    chart.dispose();
  }
}
