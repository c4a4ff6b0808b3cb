import { CHART_FONT, CHART_PALETTE } from '@app/contract';
import { useEffect, useRef } from 'react';
import { echarts } from './echarts-setup';
import type { ChartHandle, ChartOption } from './types';

interface Props {
  option: ChartOption;
  height: number;
  /** Called with the drawn chart's handle, and with null when it goes. */
  onReady?: (handle: ChartHandle | null) => void;
}

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
    // As the server draws it (no animation), so the live chart takes the image's place unchanged.
    chart.current?.setOption(
      { color: [...CHART_PALETTE], textStyle: { fontFamily: CHART_FONT }, ...option, animation: false },
      { notMerge: true },
    );
  }, [option]);

  return <div ref={box} style={{ width: '100%', height }} />;
}
