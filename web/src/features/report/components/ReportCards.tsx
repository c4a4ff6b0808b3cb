import type { ReportRow } from '@app/contract';
import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListCards } from '../../../components/data-table/ListCards';
import type { ListFetcher } from '../../../components/data-table/types';
import { ConclusionTag, ReportStatusTag } from '../../form/public';

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
  return (
    <ListCards<ReportRow>
      queryKey={queryKey}
      fetch={fetch}
      sort={sort}
      rowKey={(row) => row.id}
      emptyText={t('report.empty')}
      card={(row) => (
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
          <Typography.Text type="secondary">{t('report.cardWriter', { name: row.writer_name || '—' })}</Typography.Text>
        </Flex>
      )}
    />
  );
}
