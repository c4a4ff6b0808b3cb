import { useEffect, useRef } from 'react';
import { echarts } from './echarts-setup';
import type { ChartHandle, ChartOption } from './types';

interface Props {
  option: ChartOption;
  height: number;
  /** Called with the drawn chart's handle, and with null when it goes. */
  onReady?: (handle: ChartHandle | null) => void;
}

/** The palette of the charts, from Ant Design's colours, so they sit with the rest of the screen. */
const PALETTE = ['#1677ff', '#52c41a', '#faad14', '#ff4d4f', '#722ed1', '#13c2c2', '#eb2f96', '#fa8c16', '#2f54eb'];
const FONT = '-apple-system, BlinkMacSystemFont, "Segoe UI", "PingFang SC", "Microsoft YaHei", sans-serif';

/**
 * One ECharts canvas (its chunk carries ECharts): drawn on mount, given each new option whole, and
 * resized with its box, whatever resizes it (the window, the side menu folding, a grid column).
 */
export default function EChart({ option, height, onReady }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const instance = echarts.init(element, undefined, { renderer: 'canvas' });
    chart.current = instance;
    onReady?.({
      pngDataUrl: () => instance.getDataURL({ type: 'png', pixelRatio: 2, backgroundColor: '#fff' }),
    });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => instance.resize());
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      onReady?.(null);
      instance.dispose();
      chart.current = null;
    };
  }, [onReady]);

  useEffect(() => {
    chart.current?.setOption({ color: PALETTE, textStyle: { fontFamily: FONT }, ...option }, { notMerge: true });
  }, [option]);

  return <div ref={box} style={{ width: '100%', height }} />;
}
