import { CHART_POINTS_MAX, ChartCalls, Code } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/admin.js';
import { useTestApp } from '../../../test/app.js';
import { callApi, envelope, expectFieldErrors } from '../../../test/http.js';

const t = useTestApp();

/** Every tag of the document is a name and quoted attributes: an image a browser can show. */
const wellFormedTags = (svg: string) =>
  (svg.match(/<[^!>][^>]*>/g) ?? []).filter((tag) => !/^<\/?[\w:-]+(\s+[\w:-]+="[^"<]*")*\s*\/?>$/.test(tag));

/** A chart as the analysis screen sends one: rows of projects, two series of bars, a legend. */
const rowsOption = (names: string[]) => ({
  tooltip: { trigger: 'axis' },
  legend: { bottom: 0 },
  yAxis: { type: 'category', inverse: true, data: names },
  xAxis: { type: 'value', minInterval: 1 },
  series: [
    { type: 'bar', name: '计划', data: names.map((_, i) => i + 1) },
    { type: 'bar', name: '完成', data: names.map(() => 1) },
  ],
});

describe('charts drawn by the server', () => {
  it('draws the option as an SVG document of the asked size, its texts escaped', async () => {
    const { call } = await signedIn(t, 'hdny', 'staff');
    const res = envelope<{ svg: string }>(
      await call(ChartCalls.svg, {
        body: {
          option: rowsOption(['东吴变电站', '<b>"A&B"</b>']),
          width: 640,
          height: 320,
        },
      }),
    );
    expect(res.code, res.msg).toBe(Code.Success);
    const { svg } = res.data;
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('width="640" height="320"');
    expect(wellFormedTags(svg)).toEqual([]);
    expect(svg).toContain('东吴变电站');
    expect(svg).toContain('计划');
    // A name is text of the image, never markup.
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('&lt;b&gt;');
    // Drawn at rest: the image is final, with no animation left to run.
    expect(svg).not.toMatch(/@keyframes/);
    // The bars are there: one shape per bar of the two series (the legend's marks are typed apart).
    expect(svg.match(/ecmeta_ssr_type="chart"/g)).toHaveLength(4);
    expect(svg).toContain('ecmeta_ssr_type="legend"');
  });

  it('draws a ring and a line as the screens use them', async () => {
    const { call } = await signedIn(t, 'hdny', 'manager');
    const pie = envelope<{ svg: string }>(
      await call(ChartCalls.svg, {
        body: {
          option: { series: [{ type: 'pie', radius: ['45%', '70%'], data: [{ name: '返工', value: 3 }] }] },
          width: 320,
          height: 240,
        },
      }),
    );
    expect(pie.code, pie.msg).toBe(Code.Success);
    expect(pie.data.svg).toContain('返工');
    const line = envelope<{ svg: string }>(
      await call(ChartCalls.svg, {
        body: {
          option: {
            xAxis: { type: 'category', data: ['11-01', '11-02'] },
            yAxis: { type: 'value' },
            series: [{ type: 'line', data: [1, 4] }],
          },
          width: 320,
          height: 240,
        },
      }),
    );
    expect(line.code, line.msg).toBe(Code.Success);
    expect(line.data.svg).toContain('11-02');
  });

  it('refuses what the screens never draw, too much of it, or a size out of range, with field errors', async () => {
    const { call } = await signedIn(t, 'hdny', 'staff');
    const names = Array.from({ length: CHART_POINTS_MAX }, (_, i) => `项目${i}`);
    for (const body of [
      { option: { series: [{ type: 'sunburst', data: [1] }] }, width: 320, height: 240 },
      { option: { graphic: [{ type: 'image' }], series: [] }, width: 320, height: 240 },
      { option: { xAxis: { type: 'time' }, series: [] }, width: 320, height: 240 },
      { option: rowsOption(names), width: 320, height: 240 },
      { option: rowsOption(['a']), width: 100_000, height: 240 },
      { option: rowsOption(['a']), width: 320, height: 0 },
      { option: rowsOption(['a']), width: 320 },
    ]) {
      const res = envelope(await call(ChartCalls.svg, { body }));
      expect(res.code, JSON.stringify(body).slice(0, 80)).toBe(Code.FieldErrors);
      expect(res.data).toBeNull();
    }
  });

  it('refuses an option nested 10,000 deep with a field error, not a 500', async () => {
    const { call } = await signedIn(t, 'hdny', 'staff');
    const deep = `${'['.repeat(10_000)}1${']'.repeat(10_000)}`;
    const res = await call(ChartCalls.svg, {
      body: `{"option":{"tooltip":{"k":${deep}},"series":[]},"width":320,"height":240}`,
      headers: { 'content-type': 'application/json' },
    });
    expectFieldErrors(res, ['option.series']);
  });

  it('answers an option ECharts cannot draw with an envelope error, and goes on drawing', async () => {
    const { call } = await signedIn(t, 'hdny', 'staff');
    for (const series of [
      { type: 'bar', coordinateSystem: 'polar', data: [1] },
      { type: 'bar', xAxisIndex: 3, data: [1] },
    ]) {
      const bad = envelope(
        await call(ChartCalls.svg, { body: { option: { series: [series] }, width: 320, height: 240 } }),
      );
      expect(bad).toMatchObject({ code: Code.IllegalOperation, msg: '图表数据有误，无法绘制', data: null });
    }
    const next = envelope(await call(ChartCalls.svg, { body: { option: rowsOption(['a']), width: 320, height: 240 } }));
    expect(next.code).toBe(Code.Success);
  });

  it('is for members only', async () => {
    const res = envelope(
      await callApi(t.app, undefined, ChartCalls.svg, { body: { option: rowsOption(['a']), width: 320, height: 240 } }),
    );
    expect(res.code).toBe(Code.NotLoggedIn);
  });
});
