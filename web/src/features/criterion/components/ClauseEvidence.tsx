import '../texts';
import type { Clause } from '@app/contract';
import { Alert, Button, Drawer, Empty, List, Skeleton, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { addTexts } from '../../../lib/i18n';
import { ConclusionTag, formTexts, ReportStatusTag } from '../../form/public';
import { useClauseEvidence, useClauseFindings } from '../api/clauses';

// The report types are the form engine's words (form.family.*): taken from its face, not repeated.
addTexts(formTexts);

const STATE_COLORS = { open: 'error', submitted: 'processing', closed: 'success' } as const;

interface Props {
  clause: Clause | null;
  onClose(): void;
}

/**
 * The evidence of a clause: the reports and the findings citing it that the reader may see, each
 * opening its page.
 */
export default function ClauseEvidence({ clause, onClose }: Props) {
  const { t } = useTranslation();
  const evidence = useClauseEvidence(clause?.id ?? null);
  const findings = useClauseFindings(clause?.id ?? null);
  const findingList = () => {
    if (findings.isPending) return <Skeleton active />;
    if (findings.isError) return <Alert type="error" showIcon title={t('criterion.loadFailed')} />;
    if (findings.data.length === 0) return <Empty description={t('criterion.findingsEmpty')} />;
    return (
      <List
        dataSource={findings.data}
        renderItem={(finding) => (
          <List.Item>
            <List.Item.Meta
              title={
                <Link to={`/project/found/list/${finding.project_id}?finding=${finding.id}`}>
                  {finding.description}
                </Link>
              }
              description={
                <Space wrap size={[8, 4]}>
                  <Typography.Text type="secondary">{finding.project_name}</Typography.Text>
                  <Typography.Text type="secondary">{finding.raised_at.slice(0, 10)}</Typography.Text>
                  <Tag color={STATE_COLORS[finding.state]}>{t(`criterion.findingState.${finding.state}`)}</Tag>
                </Space>
              }
            />
          </List.Item>
        )}
      />
    );
  };
  const body = () => {
    if (evidence.isPending) return <Skeleton active />;
    if (evidence.isError) {
      return (
        <Alert
          type="error"
          showIcon
          title={t('criterion.loadFailed')}
          action={<Button onClick={() => void evidence.refetch()}>{t('criterion.retry')}</Button>}
        />
      );
    }
    if (evidence.data.length === 0) return <Empty description={t('criterion.evidenceEmpty')} />;
    return (
      <List
        dataSource={evidence.data}
        renderItem={(report) => (
          <List.Item>
            <List.Item.Meta
              title={
                <Link to={`/project/found/report/list/detail/${report.id}/${report.template_id}`}>
                  {report.number || t(`form.family.${report.report_type}`)}
                </Link>
              }
              description={
                <Space wrap size={[8, 4]}>
                  <Typography.Text type="secondary">{t(`form.family.${report.report_type}`)}</Typography.Text>
                  <Typography.Text type="secondary">{report.project_name}</Typography.Text>
                  <Typography.Text type="secondary">{report.report_date}</Typography.Text>
                  <ConclusionTag conclusion={report.conclusion} />
                  <ReportStatusTag status={report.status} />
                </Space>
              }
            />
          </List.Item>
        )}
      />
    );
  };
  return (
    <Drawer
      open={clause !== null}
      onClose={onClose}
      title={clause ? t('criterion.evidenceOf', { code: clause.code }) : ''}
      size="large"
    >
      {clause && (
        <Typography.Paragraph type="secondary" style={{ whiteSpace: 'pre-wrap' }}>
          {[clause.title, clause.requirement].filter(Boolean).join('：')}
        </Typography.Paragraph>
      )}
      <Typography.Title level={5}>{t('criterion.evidence')}</Typography.Title>
      {clause && body()}
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('criterion.findings')}
      </Typography.Title>
      {clause && findingList()}
    </Drawer>
  );
}
