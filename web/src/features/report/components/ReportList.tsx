import { UploadOutlined } from '@ant-design/icons';
import {
  type PageKey,
  REPORT_CONCLUSIONS,
  REPORT_LIST,
  REPORT_STATUSES,
  REPORT_TYPES,
  type ReportRow,
} from '@app/contract';
import { Button, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DataTable } from '../../../components/data-table/DataTable';
import type { DataTableColumn } from '../../../components/data-table/types';
import { Panel } from '../../../components/panel/Panel';
import { dayjs } from '../../../lib/dates';
import { useSessionStore } from '../../../stores/session';
import { usePagePermission } from '../../permission/api/page-permission';
import { fetchReports } from '../api/reports';
import { reportPath, UPLOAD_PATH } from '../report-paths';
import { ConclusionTag } from './ConclusionTag';
import { ReportStatusTag } from './ReportStatusTag';

interface Props {
  pageKey: PageKey;
  title: string;
  /** Only the caller's own reports (written or submitted by him). */
  mine: boolean;
}

const pathOf = (row: ReportRow) => reportPath(row.id, row.template_id);
const dash = (text: string) => text || '—';
/** "离心泵 · E-001 · B1": what the upload finds it by. */
const equipmentOf = (row: ReportRow) =>
  [row.equipment_name, row.equipment_number, row.batch].filter((part) => part !== '').join(' · ');

/** Reports with their header and review state; a row opens the report's page. */
export function ReportList({ pageKey, title, mine }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ownerKey = useSessionStore((s) => s.owner?.key ?? null);
  // Uploading is a right of the upload page, whichever list it is started from.
  const upload = usePagePermission('report-index');
  const canUpload = upload.can('index') && upload.can('create');
  const options = (values: readonly string[], key: (value: string) => string) =>
    values.map((value) => ({ value, label: t(key(value)) }));

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
    { key: 'project_name', title: t('report.project'), width: 160 },
    { key: 'report_date', title: t('report.field.report_date'), width: 120 },
    {
      key: 'conclusion',
      title: t('report.field.conclusion'),
      width: 100,
      filterOptions: options(REPORT_CONCLUSIONS, (conclusion) => `form.passFail.${conclusion}`),
      render: (row) => <ConclusionTag conclusion={row.conclusion} />,
    },
    { key: 'writer_name', title: t('report.writer'), width: 110 },
    { key: 'equipment', title: t('report.equipment'), width: 200, render: (row) => dash(equipmentOf(row)) },
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
      <DataTable<ReportRow>
        queryKey={['report', 'list', ownerKey, mine]}
        fetch={(params) => fetchReports(params, mine)}
        columns={columns}
        rowKey="id"
        list={REPORT_LIST}
        defaultPerPage={15}
        emptyText={t('report.empty')}
        settingsKey={pageKey}
        onRowDoubleClick={(row) => void navigate(pathOf(row))}
      />
    </Panel>
  );
}
