import type { PageKey, ReportSummaryBy, ReportSummaryRow } from '@app/contract';
import { Button, Flex, Select, Table, type TableColumnsType, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/date-input/DateInput';
import { Panel } from '../../../components/panel/Panel';
import { type ReportScope, useReportSummary } from '../api/report-list';
import { useProjectOptions } from '../api/reports';
import { ReportList } from './ReportList';

interface Props {
  by: ReportSummaryBy;
  pageKey: PageKey;
  title: string;
}

const DAY = 'YYYY-MM-DD';
const COUNTS = ['submitted', 'in_review', 'approved', 'returned', 'failed'] as const;
/** The table's key of the row of reports with no unit or no writer, whose id is null. */
const NOBODY = 'none';
const keyOf = (row: ReportSummaryRow) => (row.id === null ? NOBODY : String(row.id));

/**
 * A report control (报告管理 by inspection unit, 项目经理报告管理 by inspector): the summary of the
 * reports of the caller's projects, or one project's, dated in a period; a row picked shows that
 * unit's or inspector's reports in the list beneath, which otherwise lists them all.
 */
export function ReportControl({ by, pageKey, title }: Props) {
  const { t } = useTranslation();
  const projects = useProjectOptions();
  const [projectId, setProjectId] = useState<number>();
  const [from, setFrom] = useState<Dayjs | null>(null);
  const [to, setTo] = useState<Dayjs | null>(null);
  const [picked, setPicked] = useState<ReportSummaryRow>();
  const period = { from: from?.format(DAY), to: to?.format(DAY) };
  const summary = useReportSummary({
    by,
    ...(projectId === undefined ? {} : { project_id: String(projectId) }),
    ...(period.from ? { from: period.from } : {}),
    ...(period.to ? { to: period.to } : {}),
  });
  // A new question starts from the whole list again.
  const changed =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPicked(undefined);
    };
  const pick = (row: ReportSummaryRow) => {
    if (row.id !== null) setPicked(picked?.id === row.id ? undefined : row);
  };

  const nameOf = (row: ReportSummaryRow) =>
    row.id === null ? t(by === 'unit' ? 'report.control.noUnit' : 'report.control.noWriter') : row.name;
  const columns: TableColumnsType<ReportSummaryRow> = [
    { key: 'name', title: t(`report.control.by.${by}`), render: (_, row) => nameOf(row) },
    ...COUNTS.map((count) => ({
      key: count,
      dataIndex: count,
      title: t(`report.control.count.${count}`),
      align: 'right' as const,
      sorter: (a: ReportSummaryRow, b: ReportSummaryRow) => a[count] - b[count],
    })),
    {
      key: 'last_report_date',
      dataIndex: 'last_report_date',
      title: t('report.control.lastReportDate'),
      render: (date: string | null) => date ?? '—',
    },
  ];

  const scope: ReportScope = {
    ...(projectId === undefined ? {} : { projectId }),
    ...(picked && by === 'inspector' ? { writerId: picked.id ?? undefined } : {}),
    filters: {
      ...(picked && by === 'unit' ? { ins_unit: String(picked.id) } : {}),
      ...(period.from || period.to ? { report_date: `${period.from ?? ''}|${period.to ?? ''}` } : {}),
    },
  };

  return (
    <Flex vertical gap={16}>
      <Panel title={title} variant="borderless">
        <Flex wrap gap={8} style={{ marginBottom: 12 }}>
          <Select<number>
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            aria-label={t('report.control.project')}
            placeholder={t('report.control.allProjects')}
            style={{ minWidth: 220 }}
            value={projectId}
            onChange={changed(setProjectId)}
            options={(projects.data ?? []).map((project) => ({ value: project.id, label: project.name }))}
          />
          <DateInput
            value={from}
            onChange={changed(setFrom)}
            placeholder={t('report.control.from')}
            style={{ width: 170 }}
          />
          <DateInput value={to} onChange={changed(setTo)} placeholder={t('report.control.to')} style={{ width: 170 }} />
        </Flex>
        <Table<ReportSummaryRow>
          rowKey={keyOf}
          size="small"
          columns={columns}
          dataSource={summary.data ?? []}
          loading={summary.isFetching}
          pagination={false}
          scroll={{ x: 'max-content' }}
          rowSelection={{
            type: 'radio',
            selectedRowKeys: picked ? [keyOf(picked)] : [],
            getCheckboxProps: (row) => ({ disabled: row.id === null, 'aria-label': nameOf(row) }),
            onSelect: pick,
          }}
          onRow={(row) => ({ onClick: () => pick(row), style: { cursor: row.id === null ? 'default' : 'pointer' } })}
          locale={{ emptyText: t('report.control.empty') }}
        />
      </Panel>
      <ReportList
        pageKey={pageKey}
        title={
          picked ? (
            <Flex gap={12} align="center">
              {t('report.control.reportsOf', { name: picked.name })}
              <Button size="small" onClick={() => setPicked(undefined)}>
                {t('report.control.showAll')}
              </Button>
            </Flex>
          ) : (
            <Typography.Text strong>{t('report.control.allReports')}</Typography.Text>
          )
        }
        scope={scope}
      />
    </Flex>
  );
}
