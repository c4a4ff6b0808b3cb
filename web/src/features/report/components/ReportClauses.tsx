import { BookOutlined, EditOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { lazyOnOpen } from '../../../lib/lazy-on-open';
import { loadClauseCitationDialog } from '../../criterion/public';
import { saveReportClauses, useReportClauses } from '../api/report-clauses';

// The standards' clause trees load when the dialog first opens, not with the page that offers it.
const ClauseCitationDialog = lazyOnOpen(() => loadClauseCitationDialog().then((module) => module.ClauseCitationDialog));

/**
 * The clauses of the standards a report cites (引用条款), each opening its standard's tree; its writer
 * or uploader chooses them while it is his draft.
 */
export default function ReportClauses({ reportId }: { reportId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const clauses = useReportClauses(reportId);
  const [editing, setEditing] = useState(false);
  if (clauses.isPending) return <Skeleton active paragraph={{ rows: 1 }} />;
  if (clauses.isError) return <Typography.Text type="danger">{t('report.page.clausesLoadFailed')}</Typography.Text>;
  const { editable, clauses: cited } = clauses.data;
  return (
    <Card
      size="small"
      title={
        <Flex gap={8} align="center">
          <BookOutlined />
          {t('report.page.clauses')}
        </Flex>
      }
      extra={
        editable && (
          <Button size="small" icon={<EditOutlined />} onClick={() => setEditing(true)}>
            {t('report.page.clausesEdit')}
          </Button>
        )
      }
      style={{ marginBottom: 16 }}
    >
      {cited.length === 0 ? (
        <Typography.Text type="secondary">{t('report.page.clausesNone')}</Typography.Text>
      ) : (
        <Flex wrap gap={6}>
          {cited.map((clause) => (
            <Tag key={clause.clause_id} title={clause.law_title}>
              <Link to={`/knowledge/criterion?law_id=${clause.law_id}&clause_id=${clause.clause_id}`}>
                {`${clause.law_code} ${clause.code} ${clause.title}`.trim()}
              </Link>
            </Tag>
          ))}
        </Flex>
      )}
      {editing && (
        <ClauseCitationDialog
          open
          cited={cited}
          onCancel={() => setEditing(false)}
          onSave={async (ids) => {
            await saveReportClauses(reportId, ids);
            await queryClient.invalidateQueries({ queryKey: ['report', 'clauses'] });
            setEditing(false);
          }}
        />
      )}
    </Card>
  );
}
