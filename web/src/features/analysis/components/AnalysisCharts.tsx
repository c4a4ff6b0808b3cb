import '../texts';
import {
  type AnalysisActivity,
  type AnalysisCompletionRow,
  type AnalysisDispositionRow,
  type AnalysisMonthRow,
  type AnalysisPartRow,
  REPORT_CONCLUSIONS,
  REPORT_TYPES,
} from '@app/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../../components/chart/Chart';
import { exportRows } from '../api/analysis';
import { AXIS_LINE, type Common, GRID, LEGEND, rowBar, rowsChart, SPLIT_LINE, TOOLTIP_AXIS } from './chart-style';

/** 合格 green, 不合格 red, 不适用 grey, as the conclusion tags show them. */
const CONCLUSION_COLORS = { pass: '#52c41a', fail: '#ff4d4f', na: '#bfbfbf' } as const;

/** Reports per month, stacked by report type or by conclusion. */
export function MonthlyChart({
  rows,
  by,
  ...common
}: Common & { rows: AnalysisMonthRow[]; by: 'type' | 'conclusion' }) {
  const { t } = useTranslation();
  const { option, figures } = useMemo(() => {
    const months = [...new Set(rows.map((row) => row.month))].sort();
    const keys: readonly string[] =
      by === 'type' ? REPORT_TYPES.filter((type) => rows.some((row) => row.report_type === type)) : REPORT_CONCLUSIONS;
    const series = keys.map((key) => ({
      type: 'bar',
      stack: 'reports',
      barMaxWidth: 36,
      name: t(by === 'type' ? `form.family.${key}` : `form.passFail.${key}`),
      ...(by === 'conclusion'
        ? { itemStyle: { color: CONCLUSION_COLORS[key as keyof typeof CONCLUSION_COLORS] } }
        : {}),
      emphasis: { focus: 'series' },
      data: months.map((month) =>
        rows
          .filter((row) => row.month === month && (by === 'type' ? row.report_type : row.conclusion) === key)
          .reduce((sum, row) => sum + row.count, 0),
      ),
    }));
    const figures = {
      columns: [t('analysis.monthly.month'), ...series.map((one) => one.name)],
      rows: months.map((month, index) => [month, ...series.map((one) => one.data[index] ?? 0)]),
    };
    return {
      figures,
      option: {
        tooltip: TOOLTIP_AXIS,
        legend: LEGEND,
        grid: GRID,
        xAxis: { type: 'category', data: months, axisLine: AXIS_LINE, axisTick: { show: false } },
        yAxis: { type: 'value', minInterval: 1, splitLine: SPLIT_LINE },
        series,
      },
    };
  }, [rows, by, t]);
  return (
    <Chart
      label={t('analysis.monthly.title')}
      option={option}
      onExport={() => exportRows(t('analysis.monthly.title'), figures)}
      empty={rows.length === 0}
      emptyText={t('analysis.noData')}
      {...common}
    />
  );
}

/** Each project's ITP points: planned, done and overdue, side by side. */
export function CompletionChart({ rows, ...common }: Common & { rows: AnalysisCompletionRow[] }) {
  const { t } = useTranslation();
  const option = useMemo(() => {
    const bar = (key: 'planned' | 'done' | 'overdue', color: string) =>
      rowBar(
        t(`analysis.completion.${key}`),
        color,
        rows.map((row) => row[key]),
      );
    return rowsChart(
      rows.map((row) => row.project_name),
      [bar('planned', '#1677ff'), bar('done', '#52c41a'), bar('overdue', '#ff4d4f')],
    );
  }, [rows, t]);
  return (
    <Chart
      label={t('analysis.completion.title')}
      option={option}
      onExport={() =>
        exportRows(t('analysis.completion.title'), {
          columns: (['project', 'points', 'planned', 'done', 'overdue'] as const).map((key) =>
            t(`analysis.completion.${key}`),
          ),
          rows: rows.map((row) => [row.project_name, row.points, row.planned, row.done, row.overdue]),
        })
      }
      empty={rows.every((row) => row.points === 0)}
      emptyText={t('analysis.noData')}
      height={common.height ?? Math.max(240, 80 + rows.length * 64)}
      title={common.title}
      loading={common.loading}
    />
  );
}

/** NCRs by disposition, as a ring. */
export function DispositionChart({ rows, ...common }: Common & { rows: AnalysisDispositionRow[] }) {
  const { t } = useTranslation();
  const option = useMemo(
    () => ({
      tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
      legend: LEGEND,
      series: [
        {
          type: 'pie',
          radius: ['45%', '70%'],
          center: ['50%', '45%'],
          itemStyle: { borderColor: '#fff', borderWidth: 2 },
          label: { formatter: '{b}\n{c}' },
          data: rows.map((row) => ({
            name: t(`analysis.dispositions.${row.disposition ?? 'pending'}`),
            value: row.count,
            ...(row.disposition === null ? { itemStyle: { color: '#bfbfbf' } } : {}),
          })),
        },
      ],
    }),
    [rows, t],
  );
  return (
    <Chart
      label={t('analysis.dispositions.title')}
      option={option}
      onExport={() =>
        exportRows(t('analysis.dispositions.title'), {
          columns: [t('analysis.dispositions.title'), t('analysis.count')],
          rows: rows.map((row) => [t(`analysis.dispositions.${row.disposition ?? 'pending'}`), row.count]),
        })
      }
      empty={rows.length === 0}
      emptyText={t('analysis.noData')}
      {...common}
    />
  );
}

/** Reports per inspector or per inspection unit, stacked by conclusion, most first. */
export function PartChart({
  rows,
  kind,
  ...common
}: Common & { rows: AnalysisPartRow[]; kind: 'inspectors' | 'units' }) {
  const { t } = useTranslation();
  const shown = useMemo(() => rows.slice(0, 15), [rows]);
  const nobody = t(kind === 'inspectors' ? 'analysis.inspectors.noWriter' : 'analysis.units.noUnit');
  const option = useMemo(() => {
    return rowsChart(
      shown.map((row) => (row.id === null ? nobody : row.name)),
      REPORT_CONCLUSIONS.map((conclusion) => ({
        type: 'bar',
        stack: 'reports',
        barMaxWidth: 22,
        name: t(`form.passFail.${conclusion}`),
        itemStyle: { color: CONCLUSION_COLORS[conclusion] },
        emphasis: { focus: 'series' },
        data: shown.map((row) => row[conclusion]),
      })),
    );
  }, [shown, nobody, t]);
  return (
    <Chart
      label={t(`analysis.${kind}.title`)}
      option={option}
      onExport={() =>
        exportRows(t(`analysis.${kind}.title`), {
          columns: [
            t(kind === 'inspectors' ? 'analysis.inspectors.name' : 'analysis.filters.unit'),
            ...REPORT_CONCLUSIONS.map((conclusion) => t(`form.passFail.${conclusion}`)),
            t('analysis.count'),
          ],
          rows: rows.map((row) => [row.id === null ? nobody : row.name, row.pass, row.fail, row.na, row.total]),
        })
      }
      empty={rows.length === 0}
      emptyText={t('analysis.noData')}
      height={common.height ?? Math.max(240, 80 + shown.length * 36)}
      title={common.title}
      loading={common.loading}
    />
  );
}

/** Reports submitted per day, as a line with its area. */
export function ActivityChart({ data, label, ...common }: Common & { data: AnalysisActivity; label: string }) {
  const { t } = useTranslation();
  const option = useMemo(
    () => ({
      tooltip: { trigger: 'axis' },
      grid: { ...GRID, bottom: 8 },
      xAxis: {
        type: 'category',
        boundaryGap: false,
        data: data.days.map((row) => row.day.slice(5)),
        axisLine: AXIS_LINE,
        axisTick: { show: false },
      },
      yAxis: { type: 'value', minInterval: 1, splitLine: SPLIT_LINE },
      series: [
        {
          type: 'line',
          name: t('analysis.count'),
          smooth: true,
          showSymbol: false,
          areaStyle: { opacity: 0.12 },
          data: data.days.map((row) => row.count),
        },
      ],
    }),
    [data, t],
  );
  return (
    <Chart
      label={label}
      option={option}
      empty={data.days.every((row) => row.count === 0)}
      onExport={() =>
        exportRows(label, {
          columns: [t('analysis.date'), t('analysis.count')],
          rows: data.days.map((row) => [row.day, row.count]),
        })
      }
      {...common}
    />
  );
}
