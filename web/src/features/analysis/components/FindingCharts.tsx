import '../texts';
import type { AnalysisQuery, FindingRate, FindingRatesQuery } from '@app/contract';
import { Col, type ColProps, Statistic } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../../components/chart/Chart';
import { Panel } from '../../../components/panel/Panel';
import { usePagePermission } from '../../../lib/page-permission';
import { useFindingRates } from '../../finding/public';
import { exportRows } from '../api/analysis';
import { type Common, GRID, rowBar, rowsChart, TOOLTIP_AXIS } from './chart-style';

const RAISED = '#faad14';
const CLOSED = '#52c41a';
const CLOSURE = '#1677ff';
const RESPONSE = '#13c2c2';

/** A rate (0–1, or none) as a percentage with one decimal, for the charts' bars. */
const percentOf = (rate: number | null) => (rate === null ? 0 : Math.round(rate * 1000) / 10);

/** Findings raised and closed per finding type, in the settings' order. */
export function FindingTypeChart({ rows, ...common }: Common & { rows: FindingRate[] }) {
  const { t } = useTranslation();
  const option = useMemo(() => {
    const bar = (key: 'raised' | 'closed', color: string) =>
      rowBar(
        t(`analysis.findings.${key}`),
        color,
        rows.map((row) => row[key]),
      );
    return rowsChart(
      rows.map((row) => row.name),
      [bar('raised', RAISED), bar('closed', CLOSED)],
    );
  }, [rows, t]);
  return (
    <Chart
      label={t('analysis.findings.title')}
      option={option}
      onExport={() =>
        exportRows(t('analysis.findings.title'), {
          columns: [
            t('analysis.findings.type'),
            t('analysis.findings.raised'),
            t('analysis.findings.closed'),
            t('analysis.findings.closureRate'),
          ],
          rows: rows.map((row) => [row.name, row.raised, row.closed, percentOf(row.closure_rate)]),
        })
      }
      empty={rows.every((row) => row.raised === 0)}
      emptyText={t('analysis.noData')}
      height={common.height ?? Math.max(240, 80 + rows.length * 48)}
      title={common.title}
      loading={common.loading}
    />
  );
}

/** Each project's closure rate (closed / raised) and response rate (answered in time / raised), in %. */
export function FindingRateChart({ rows, ...common }: Common & { rows: FindingRate[] }) {
  const { t } = useTranslation();
  const raisedRows = useMemo(() => rows.filter((row) => row.raised > 0), [rows]);
  const option = useMemo(() => {
    const bar = (key: 'closure_rate' | 'response_rate', name: string, color: string) =>
      rowBar(
        name,
        color,
        raisedRows.map((row) => percentOf(row[key])),
        { label: { show: true, position: 'right', formatter: '{c}%', color: '#595959', fontSize: 11 } },
      );
    return {
      ...rowsChart(
        raisedRows.map((row) => row.name),
        [
          bar('closure_rate', t('analysis.findings.closureRate'), CLOSURE),
          bar('response_rate', t('analysis.findings.responseRate'), RESPONSE),
        ],
        { max: 100, minInterval: undefined, axisLabel: { formatter: '{value}%', hideOverlap: true } },
      ),
      tooltip: { ...TOOLTIP_AXIS, valueFormatter: (value: number) => `${value}%` },
      grid: { ...GRID, right: 48 },
    };
  }, [raisedRows, t]);
  return (
    <Chart
      label={t('analysis.findings.byProjectTitle')}
      option={option}
      onExport={() =>
        exportRows(t('analysis.findings.byProjectTitle'), {
          columns: [
            t('analysis.findings.project'),
            t('analysis.findings.raised'),
            t('analysis.findings.closed'),
            t('analysis.findings.closureRate'),
            t('analysis.findings.responseRate'),
          ],
          rows: raisedRows.map((row) => [
            row.name,
            row.raised,
            row.closed,
            percentOf(row.closure_rate),
            percentOf(row.response_rate),
          ]),
        })
      }
      empty={raisedRows.length === 0}
      emptyText={t('analysis.noData')}
      height={common.height ?? Math.max(240, 80 + raisedRows.length * 56)}
      title={common.title}
      loading={common.loading}
    />
  );
}

/**
 * The screen's filters as the findings take them: project, period, and the inspection unit and
 * device kind of the findings' equipment.
 */
const filtersOf = (query: AnalysisQuery): Omit<FindingRatesQuery, 'group'> => ({
  ...(query.project_id === undefined ? {} : { project_id: query.project_id }),
  ...(query.unit_id === undefined ? {} : { unit_id: query.unit_id }),
  ...(query.device_id === undefined ? {} : { device_id: query.device_id }),
  ...(query.from === undefined ? {} : { from: query.from }),
  ...(query.to === undefined ? {} : { to: query.to }),
});

/** Whether the caller may read the findings' figures (the overview's index), and their rows by type. */
function useFindingsByType(query: AnalysisQuery) {
  const allowed = usePagePermission('project-found').can('index');
  return { allowed, byType: useFindingRates({ ...filtersOf(query), group: 'type' }, allowed) };
}

/** A rate over `part` of `whole` in %, one decimal; none when nothing was raised. */
const overall = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 1000) / 10);

/**
 * 问题闭合率 and 问题响应率 over every finding of the query (the sum of the rows by type), each in a
 * column of `col`'s size, for the figures of 统计分析 and of the client's and manager's homes.
 * Nothing for a role that may not read the findings.
 */
export function FindingRateFigures({
  query,
  col,
  card,
}: {
  query: AnalysisQuery;
  col: ColProps;
  card: (children: ReactNode) => ReactNode;
}) {
  const { t } = useTranslation();
  const { allowed, byType } = useFindingsByType(query);
  if (!allowed) return null;
  const rows = byType.data ?? [];
  const sum = (key: 'raised' | 'closed' | 'answered_in_time') => rows.reduce((total, row) => total + row[key], 0);
  const raised = sum('raised');
  const figure = (label: string, value: number | null) => (
    <Col {...col}>
      {card(
        <Statistic
          title={label}
          value={value ?? '—'}
          suffix={value === null ? undefined : '%'}
          loading={byType.isPending}
        />,
      )}
    </Col>
  );
  return (
    <>
      {figure(t('analysis.findings.overallClosure'), overall(sum('closed'), raised))}
      {figure(t('analysis.findings.overallResponse'), overall(sum('answered_in_time'), raised))}
    </>
  );
}

/**
 * The findings beside the other charts of 统计分析: by type, and each project's closure and response
 * rates, under the screen's filters (unit and kind: those of the findings' equipment, as for the
 * reports). Shown to whoever may read the findings' overview.
 */
export function FindingCharts({ query }: { query: AnalysisQuery }) {
  const { t } = useTranslation();
  const { allowed, byType } = useFindingsByType(query);
  const byProject = useFindingRates({ ...filtersOf(query), group: 'project' }, allowed);
  if (!allowed) return null;
  return (
    <>
      <Col xs={24} xl={12}>
        <Panel variant="borderless">
          <FindingTypeChart title={t('analysis.findings.title')} rows={byType.data ?? []} loading={byType.isFetching} />
        </Panel>
      </Col>
      <Col xs={24} xl={12}>
        <Panel variant="borderless">
          <FindingRateChart
            title={t('analysis.findings.byProjectTitle')}
            rows={byProject.data ?? []}
            loading={byProject.isFetching}
          />
        </Panel>
      </Col>
    </>
  );
}
