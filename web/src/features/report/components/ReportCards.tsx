import type { ReportRow } from '@app/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Empty, Flex, List, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { reachableRows } from '../../../components/data-table/params';
import type { ListFetcher } from '../../../components/data-table/types';
import { ConclusionTag } from './ConclusionTag';
import { ReportStatusTag } from './ReportStatusTag';

const PER_PAGE = 15;

interface Props {
  queryKey: readonly unknown[];
  fetch: ListFetcher<ReportRow>;
  /** The list's order: newest submitted first, or newest date first for a period. */
  sort: string;
  pathOf: (row: ReportRow) => string;
}

/**
 * The reports on a phone: one card each with what tells them apart (number, type, state, project,
 * date, conclusion, writer), in the list's order, paged; the number opens the report.
 */
export function ReportCards({ queryKey, fetch, sort, pathOf }: Props) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: [...queryKey, 'cards', page],
    queryFn: () => fetch({ page, perPage: PER_PAGE, sort, filters: {} }),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.result ?? [];
  const total = list.data ? reachableRows(list.data.paging, page, PER_PAGE, rows.length) : 0;
  return (
    <List<ReportRow>
      loading={list.isFetching}
      dataSource={rows}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('report.empty')} /> }}
      pagination={{ current: page, pageSize: PER_PAGE, total, onChange: setPage, size: 'small', simple: true }}
      renderItem={(row) => (
        <List.Item>
          <Flex vertical gap={4} style={{ width: '100%' }} data-testid="report-card">
            <Flex justify="space-between" align="center" gap={8}>
              <Link to={pathOf(row)}>{row.number || t('form.noNumber')}</Link>
              <ReportStatusTag status={row.status} />
            </Flex>
            <Flex wrap gap={4} align="center">
              <Tag>{t(`form.family.${row.report_type}`)}</Tag>
              <ConclusionTag conclusion={row.conclusion} />
              <Typography.Text type="secondary">{row.report_date}</Typography.Text>
            </Flex>
            <Typography.Text ellipsis>{row.project_name}</Typography.Text>
            <Typography.Text type="secondary">
              {t('report.cardWriter', { name: row.writer_name || '—' })}
            </Typography.Text>
          </Flex>
        </List.Item>
      )}
    />
  );
}
