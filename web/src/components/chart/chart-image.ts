import { CHART_HEIGHT, CHART_WIDTH, ChartCalls, type ChartSvgBody } from '@app/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type RefObject, useLayoutEffect, useState } from 'react';
import { call } from '../../lib/http';
import type { ChartOption } from './types';

/** The width drawn while the box has none to measure (a test's document lays nothing out). */
const UNMEASURED_WIDTH = 600;
/** A resize redraws once it settles, not at every frame of a dragged window edge. */
const RESIZE_SETTLE_MS = 200;

const clamp = (value: number, { min, max }: { min: number; max: number }) => Math.min(max, Math.max(min, value));

/** The box's width in whole pixels, following it as it resizes, within what the server draws. */
export function useBoxWidth(box: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () =>
      setWidth(clamp(Math.round(element.getBoundingClientRect().width) || UNMEASURED_WIDTH, CHART_WIDTH));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(measure, RESIZE_SETTLE_MS);
    });
    observer.observe(element);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [box]);
  return width;
}

export const chartHeight = (height: number) => clamp(Math.round(height), CHART_HEIGHT);

/**
 * The chart drawn by the server as SVG (see the contract's chart.ts): the same option and size give
 * the same image, so it is kept for the session. While a new size is drawn the last image stays.
 */
export function useChartImage(option: ChartOption, width: number, height: number, enabled: boolean) {
  return useQuery({
    queryKey: ['chart', 'svg', option, width, height],
    queryFn: async () => {
      // The screens build their options from the registered series and components only; the
      // server checks that against the contract and refuses anything else.
      const body = { option: option as ChartSvgBody['option'], width, height };
      return (await call(ChartCalls.svg, { body, hideLoading: true, silent: true })).svg;
    },
    enabled: enabled && width > 0,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    placeholderData: keepPreviousData,
  });
}

/** An SVG document as an address an <img> shows: as an image it runs nothing and loads nothing. */
export const svgAddress = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** The drawn SVG as a PNG at twice its size on white, as the live chart saves itself. */
export async function svgToPng(svg: string, width: number, height: number): Promise<string> {
  const image = new Image();
  image.src = svgAddress(svg);
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = width * 2;
  canvas.height = height * 2;
  const context = canvas.getContext('2d');
  if (!context) return '';
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/png');
}
