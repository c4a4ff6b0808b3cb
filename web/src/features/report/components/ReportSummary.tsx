import type { ReportDetail } from '@app/contract';
import { Alert, Button, Descriptions, Flex, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../../../lib/use-is-phone';
import { loadRaiseFromReport } from '../../finding/public';
import { ConclusionTag } from '../../form/public';
import { loadNcrPanel } from '../../ncr/public';
import { loadExportButtons } from '../../report-export/public';
import { useReportDetail } from '../api/report-review';
import { ReleaseGate } from './ReleaseGate';

// Loaded only where they show: the export menu on every report, the NCR loop on NCRs.
const ExportButtons = lazy(loadExportButtons);
const NcrPanel = lazy(loadNcrPanel);
// With the standards' clause tree it opens to choose them.
const ReportClauses = lazy(() => import('./ReportClauses'));
const RaiseFromReport = lazy(loadRaiseFromReport);

/** The header's equipment as people name it: 1# 主变压器 (ZB-01, 批次 A). */
function equipmentText(report: ReportDetail, none: string): string {
  if (!report.equipment_name) return none;
  const extra = [report.equipment_number, report.batch].filter(Boolean).join(' · ');
  return extra ? `${report.equipment_name}（${extra}）` : report.equipment_name;
}

/**
 * What a report's page shows above its body: the header (报告信息) with the export menu, the clauses
 * it cites, then for a release report its release conditions, for an NCR its loop.
 */
export function ReportSummary({ reportId }: { reportId: number }) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const detail = useReportDetail(reportId);
  if (detail.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (detail.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('report.page.loadFailed')}
        action={<Button onClick={() => void detail.refetch()}>{t('common.retry')}</Button>}
        style={{ marginBottom: 16 }}
      />
    );
  }
  const report = detail.data;
  const none = t('report.page.none');
  const point = report.point;
  return (
    <>
      <Descriptions
        size="small"
        bordered
        column={phone ? 1 : 3}
        title={t('report.page.header')}
        extra={
          <Suspense fallback={null}>
            <Flex gap={8} wrap>
              <RaiseFromReport report={report} />
              <ExportButtons reportId={report.id} />
            </Flex>
          </Suspense>
        }
        style={{ marginBottom: 16 }}
        items={[
          { key: 'type', label: t('report.field.report_type'), children: t(`form.family.${report.report_type}`) },
          { key: 'number', label: t('report.number'), children: report.number || t('report.page.noNumber') },
          { key: 'project', label: t('report.project'), children: report.project_name },
          { key: 'date', label: t('report.field.report_date'), children: report.report_date },
          {
            key: 'conclusion',
            label: t('report.field.conclusion'),
            children: <ConclusionTag conclusion={report.conclusion} />,
          },
          { key: 'writer', label: t('report.writer'), children: report.writer_name || none },
          { key: 'equipment', label: t('report.equipment'), children: equipmentText(report, none) },
          {
            key: 'point',
            label: t('report.field.point_id'),
            children: point ? `${point.step}. ${point.step_name} · ${point.category_name} ${point.plan_symbol}` : none,
          },
        ]}
      />
      <Suspense fallback={null}>
        <ReportClauses reportId={report.id} />
      </Suspense>
      {report.report_type === 'release' && <ReleaseGate reportId={report.id} />}
      {report.report_type === 'ncr' && (
        <Flex vertical style={{ marginBottom: 16 }}>
          <Suspense fallback={<Skeleton active />}>
            <NcrPanel reportId={report.id} />
          </Suspense>
        </Flex>
      )}
    </>
  );
}
