import { UploadOutlined } from '@ant-design/icons';
import {
  type ListSpec,
  type PageKey,
  REPORT_CONCLUSIONS,
  REPORT_LIST,
  REPORT_STATUSES,
  REPORT_TYPES,
  type ReportRow,
} from '@app/contract';
import { Button, Tag, Typography } from 'antd';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DataTable } from '../../../components/data-table/DataTable';
import type { DataTableColumn, ListParams } from '../../../components/data-table/types';
import { Panel } from '../../../components/panel/Panel';
import { dayjs } from '../../../lib/dates';
import { usePagePermission } from '../../../lib/page-permission';
import { useIsNarrowScreen } from '../../../lib/use-is-phone';
import { useOwnerKey } from '../../../stores/session';
import { ConclusionTag, ReportStatusTag } from '../../form/public';
import { loadBatchExportButton } from '../../report-export/public';
import { fetchReports, type ReportScope, reportQuery, useEquipmentChoices } from '../api/report-list';
import { reportPath, UPLOAD_PATH } from '../report-paths';
import { ReportCards } from './ReportCards';

// Loaded only for those who may export, with the export feature's texts.
const BatchExportButton = lazy(loadBatchExportButton);

interface Props {
  pageKey: PageKey;
  title: ReactNode;
  /** Which reports: the caller's own, one project's, one writer's, with filters the screen fixes. */
  scope?: ReportScope;
}

const pathOf = (row: ReportRow) => reportPath(row.id, row.template_id);
const dash = (text: string) => text || '—';
/** "离心泵 · E-001 · B1": what the upload finds it by. */
const equipmentOf = (row: ReportRow) =>
  [row.equipment_name, row.equipment_number, row.batch].filter((part) => part !== '').join(' · ');

/**
 * A range of report dates lists its reports newest date first: the date's index then gives a page at
 * once, where the submission's order would walk every report submitted after the range.
 */
const BY_DATE = '-report_date';
const SORT_BY_FILTER = { report_date: BY_DATE };

/**
 * The list's spec less the filters the screen fixes, so the table offers none of them; a period the
 * screen fixes orders it by date.
 */
const specOf = (fixed: readonly string[]): ListSpec => ({
  ...REPORT_LIST,
  defaultSort: fixed.includes('report_date') ? BY_DATE : REPORT_LIST.defaultSort,
  filters: Object.fromEntries(Object.entries(REPORT_LIST.filters).filter(([key]) => !fixed.includes(key))),
});

/**
 * Reports with their header and review state; a row opens the report's page. On a phone held
 * upright the rows are cards.
 */
export function ReportList({ pageKey, title, scope = {} }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const narrow = useIsNarrowScreen();
  const ownerKey = useOwnerKey();
  const choices = useEquipmentChoices();
  // Uploading is a right of the upload page, whichever list it is started from.
  const upload = usePagePermission('report-index');
  const canUpload = upload.can('index') && upload.can('create');
  // A batch is the list's action: one's own reports need 个人报告's export right, others 报告列表's (as the server checks).
  const exportRight = usePagePermission(scope.mine ? 'report-person-index' : 'project-report-list');
  const batch = (params: ListParams) =>
    exportRight.can('export') && (
      <Suspense fallback={null}>
        <BatchExportButton query={reportQuery(params, scope)} mine={scope.mine} />
      </Suspense>
    );
  const options = (values: readonly string[], key: (value: string) => string) =>
    values.map((value) => ({ value, label: t(key(value)) }));
  const fixed = Object.keys(scope.filters ?? {});
  /** A filter's choices, unless the screen fixes that filter. */
  const choicesOf = (key: string, named: readonly { id: number; name: string }[]) =>
    fixed.includes(key) ? undefined : named.map((item) => ({ value: String(item.id), label: item.name }));

  const columns: DataTableColumn<ReportRow>[] = [
    {
      key: 'number',
      title: t('report.number'),
      width: 170,
      render: (row) =>
        row.number ? (
          <Link to={pathOf(row)}>{row.number}</Link>
        ) : (
          <Typography.Text type="secondary">{t('form.noNumber')}</Typography.Text>
        ),
    },
    {
      key: 'report_type',
      title: t('report.field.report_type'),
      width: 120,
      filterOptions: options(REPORT_TYPES, (type) => `form.family.${type}`),
      render: (row) => <Tag>{t(`form.family.${row.report_type}`)}</Tag>,
    },
    // One project's list names its project above the table.
    ...(scope.projectId === undefined ? [{ key: 'project_name', title: t('report.project'), width: 160 }] : []),
    { key: 'report_date', title: t('report.field.report_date'), width: 120 },
    {
      key: 'conclusion',
      title: t('report.field.conclusion'),
      width: 100,
      filterOptions: options(REPORT_CONCLUSIONS, (conclusion) => `form.passFail.${conclusion}`),
      render: (row) => <ConclusionTag conclusion={row.conclusion} />,
    },
    { key: 'inspector', title: t('report.writer'), width: 110, render: (row) => row.writer_name },
    { key: 'equipment', title: t('report.equipment'), width: 200, render: (row) => dash(equipmentOf(row)) },
    {
      key: 'device',
      title: t('report.device'),
      width: 130,
      filterOptions: choicesOf('device', choices.devices),
      render: (row) => dash(row.device_name),
    },
    { key: 'factory', title: t('report.factory'), width: 130, render: (row) => dash(row.factory_name) },
    {
      key: 'ins_unit',
      title: t('report.unit'),
      width: 160,
      filterOptions: choicesOf('ins_unit', choices.units),
      render: (row) => dash(row.unit_name),
    },
    {
      key: 'status',
      title: t('report.status'),
      width: 100,
      filterOptions: REPORT_STATUSES.map((status) => ({
        value: status,
        label: t(status === 'draft' || status === 'submitted' ? `form.status.${status}` : `review.status.${status}`),
      })),
      render: (row) => <ReportStatusTag status={row.status} />,
    },
    { key: 'step', title: t('report.step'), width: 150, render: (row) => dash(row.step) },
    { key: 'submit_by_name', title: t('report.submitter'), width: 110, render: (row) => dash(row.submit_by_name) },
    {
      key: 'submit_at',
      title: t('report.submitAt'),
      width: 170,
      render: (row) => (row.submit_at ? dayjs(row.submit_at).format('YYYY-MM-DD HH:mm') : '—'),
    },
    {
      key: 'operation',
      title: t('report.operation'),
      width: 80,
      render: (row) => <Link to={pathOf(row)}>{t('report.view')}</Link>,
    },
  ];

  const spec = specOf(fixed);
  const queryKey = ['report', 'list', ownerKey, scope];
  const fetch = (params: ListParams) => fetchReports(params, scope);
  return (
    <Panel
      title={title}
      variant="borderless"
      extra={
        canUpload && (
          <Button type="primary" icon={<UploadOutlined />} onClick={() => void navigate(UPLOAD_PATH)}>
            {t('report.upload')}
          </Button>
        )
      }
    >
      {narrow ? (
        <ReportCards
          key={JSON.stringify(scope)}
          queryKey={queryKey}
          fetch={fetch}
          sort={spec.defaultSort}
          pathOf={pathOf}
        />
      ) : (
        <DataTable<ReportRow>
          // A new scope (another control row, period or project) starts again from its first page.
          key={JSON.stringify(scope)}
          queryKey={queryKey}
          fetch={fetch}
          columns={columns}
          rowKey="id"
          list={spec}
          sortByFilter={SORT_BY_FILTER}
          defaultPerPage={15}
          emptyText={t('report.empty')}
          settingsKey={pageKey}
          toolbar={batch}
          onRowDoubleClick={(row) => void navigate(pathOf(row))}
        />
      )}
    </Panel>
  );
}
