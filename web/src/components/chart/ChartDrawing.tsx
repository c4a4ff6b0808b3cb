import { Flex, Spin } from 'antd';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { svgAddress, svgToPng, useBoxWidth, useChartImage } from './chart-image';
import type { ChartHandle, ChartOption } from './types';

// ECharts comes in a chunk of its own, only when someone points at a chart (to read its tooltips) or
// when the server could not draw it: a screen of charts opens without it.
const EChart = lazy(() => import('./EChart'));

interface Props {
  label: string;
  option: ChartOption;
  height: number;
  onReady: (handle: ChartHandle | null) => void;
}

/**
 * A chart as the server drew it, an image of the box's width; pointing at it swaps in the live chart
 * (same option, same look) with its tooltips and legend toggles.
 */
export function ChartDrawing({ label, option, height, onReady }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const width = useBoxWidth(box);
  const [pointedAt, setPointedAt] = useState(false);
  const image = useChartImage(option, width, height, !pointedAt);
  // Drawn in the browser once pointed at, or when the server could not draw it.
  const live = pointedAt || image.isError;
  const svg = image.data;

  useEffect(() => {
    if (!live && svg) onReady({ pngDataUrl: () => svgToPng(svg, width, height) });
  }, [live, svg, width, height, onReady]);

  const drawn: ReactNode = svg ? (
    <img
      src={svgAddress(svg)}
      alt=""
      draggable={false}
      style={{ display: 'block', width: '100%', height, objectFit: 'contain' }}
    />
  ) : (
    <Flex align="center" justify="center" style={{ height }}>
      <Spin />
    </Flex>
  );

  return (
    <div ref={box} role="img" aria-label={label} onPointerEnter={() => setPointedAt(true)}>
      {live ? (
        <Suspense fallback={drawn}>
          <EChart option={option} height={height} onReady={onReady} />
        </Suspense>
      ) : (
        drawn
      )}
    </div>
  );
}
