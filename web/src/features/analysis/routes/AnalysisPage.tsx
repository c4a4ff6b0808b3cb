import '../texts';
import type { AnalysisData, AnalysisQuery } from '@app/contract';
import { Button, Col, Flex, Row, Segmented, Select, Statistic } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/date-input/DateInput';
import { Panel } from '../../../components/panel/Panel';
import { useAnalysis, useFilterOptions } from '../api/analysis';
import { CompletionChart, DispositionChart, MonthlyChart, PartChart } from '../components/AnalysisCharts';
import { FindingCharts, FindingRateFigures } from '../components/FindingCharts';

const DAY = 'YYYY-MM-DD';

/** The figures above the charts, each a sum of the series. */
function totals(data: AnalysisData | undefined) {
  const reports = data?.by_month.reduce((sum, row) => sum + row.count, 0) ?? 0;
  const failed =
    data?.by_month.filter((row) => row.conclusion === 'fail').reduce((sum, row) => sum + row.count, 0) ?? 0;
  const points = data?.completion.reduce((sum, row) => sum + row.points, 0) ?? 0;
  const done = data?.completion.reduce((sum, row) => sum + row.done, 0) ?? 0;
  const overdue = data?.completion.reduce((sum, row) => sum + row.overdue, 0) ?? 0;
  const ncrs = data?.dispositions.reduce((sum, row) => sum + row.count, 0) ?? 0;
  const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);
  return { reports, failRate: percent(failed, reports), completion: percent(done, points), overdue, ncrs };
}

/** 统计分析: the reports, ITP points and NCRs of the caller's projects, filtered, as charts. */
export default function AnalysisPage() {
  const { t } = useTranslation();
  const options = useFilterOptions();
  const [projectId, setProjectId] = useState<number>();
  const [unitId, setUnitId] = useState<number>();
  const [deviceId, setDeviceId] = useState<number>();
  // No period at first: every report, point and NCR of the caller's projects.
  const [from, setFrom] = useState<Dayjs | null>(null);
  const [to, setTo] = useState<Dayjs | null>(null);
  const [monthlyBy, setMonthlyBy] = useState<'type' | 'conclusion'>('type');
  const backwards = from !== null && to !== null && from.isAfter(to);
  const query: AnalysisQuery = {
    ...(projectId === undefined ? {} : { project_id: String(projectId) }),
    ...(unitId === undefined ? {} : { unit_id: String(unitId) }),
    ...(deviceId === undefined ? {} : { device_id: String(deviceId) }),
    ...(from ? { from: from.format(DAY) } : {}),
    ...(to ? { to: to.format(DAY) } : {}),
  };
  const analysis = useAnalysis(query, !backwards);
  const data = analysis.data;
  const loading = analysis.isFetching;
  const figures = totals(data);
  const reset = () => {
    setProjectId(undefined);
    setUnitId(undefined);
    setDeviceId(undefined);
    setFrom(null);
    setTo(null);
  };

  const stat = (key: keyof typeof figures, suffix?: string) => (
    <Col xs={12} sm={8} lg={{ flex: 1 }}>
      <Panel size="small">
        <Statistic title={t(`analysis.summary.${key}`)} value={figures[key]} suffix={suffix} loading={!data} />
      </Panel>
    </Col>
  );

  return (
    <Flex vertical gap={16}>
      <Panel title={t('analysis.title')} variant="borderless">
        <Flex wrap gap={8}>
          <Select<number>
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            aria-label={t('analysis.filters.project')}
            placeholder={t('analysis.filters.allProjects')}
            style={{ minWidth: 200, flex: '1 1 200px', maxWidth: 320 }}
            value={projectId}
            onChange={setProjectId}
            options={options.projects.map((project) => ({ value: project.id, label: project.name }))}
          />
          <Select<number>
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            aria-label={t('analysis.filters.unit')}
            placeholder={t('analysis.filters.allUnits')}
            style={{ minWidth: 180, flex: '1 1 180px', maxWidth: 280 }}
            value={unitId}
            onChange={setUnitId}
            options={options.units.map((unit) => ({ value: unit.id, label: unit.name }))}
          />
          <Select<number>
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            aria-label={t('analysis.filters.device')}
            placeholder={t('analysis.filters.allDevices')}
            style={{ minWidth: 160, flex: '1 1 160px', maxWidth: 240 }}
            value={deviceId}
            onChange={setDeviceId}
            options={options.devices.map((device) => ({ value: device.id, label: device.name }))}
          />
          <DateInput value={from} onChange={setFrom} placeholder={t('analysis.filters.from')} style={{ width: 150 }} />
          <DateInput value={to} onChange={setTo} placeholder={t('analysis.filters.to')} style={{ width: 150 }} />
          <Button onClick={reset}>{t('analysis.filters.reset')}</Button>
        </Flex>
      </Panel>
      <Row gutter={[16, 16]}>
        {stat('reports')}
        {stat('failRate', '%')}
        {stat('completion', '%')}
        {stat('overdue')}
        {stat('ncrs')}
        <FindingRateFigures
          query={query}
          col={{ xs: 12, sm: 8, lg: { flex: 1 } }}
          card={(figure) => <Panel size="small">{figure}</Panel>}
        />
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Panel variant="borderless">
            <MonthlyChart
              title={
                <Flex gap={12} align="center" wrap>
                  {t('analysis.monthly.title')}
                  <Segmented
                    size="small"
                    value={monthlyBy}
                    onChange={setMonthlyBy}
                    options={[
                      { value: 'type', label: t('analysis.monthly.byType') },
                      { value: 'conclusion', label: t('analysis.monthly.byConclusion') },
                    ]}
                  />
                </Flex>
              }
              rows={data?.by_month ?? []}
              by={monthlyBy}
              loading={loading}
              height={320}
            />
          </Panel>
        </Col>
        <Col xs={24} xl={8}>
          <Panel variant="borderless">
            <DispositionChart
              title={t('analysis.dispositions.title')}
              rows={data?.dispositions ?? []}
              loading={loading}
              height={320}
            />
          </Panel>
        </Col>
        <Col xs={24} xl={12}>
          <Panel variant="borderless">
            <CompletionChart title={t('analysis.completion.title')} rows={data?.completion ?? []} loading={loading} />
          </Panel>
        </Col>
        <Col xs={24} xl={12}>
          <Panel variant="borderless">
            <PartChart
              title={t('analysis.inspectors.title')}
              kind="inspectors"
              rows={data?.inspectors ?? []}
              loading={loading}
            />
          </Panel>
        </Col>
        <FindingCharts query={query} />
      </Row>
    </Flex>
  );
}
