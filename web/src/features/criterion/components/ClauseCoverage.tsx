import '../texts';
import { Alert, Button, Card, Empty, Flex, List, Progress, Select, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClauseCoverage, useProjectChoices } from '../api/clauses';

/**
 * A standard's coverage on a project (项目覆盖): how many of its requirements a submitted report of
 * the project cites, and the clauses never inspected there.
 */
export default function ClauseCoverage({ lawId }: { lawId: number }) {
  const { t } = useTranslation();
  const projects = useProjectChoices();
  const [projectId, setProjectId] = useState<number>();
  const coverage = useClauseCoverage(lawId, projectId);
  const body = () => {
    if (projectId === undefined)
      return <Typography.Text type="secondary">{t('criterion.coverageHint')}</Typography.Text>;
    if (coverage.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
    if (coverage.isError) {
      return (
        <Alert
          type="error"
          showIcon
          title={t('criterion.loadFailed')}
          action={<Button onClick={() => void coverage.refetch()}>{t('criterion.retry')}</Button>}
        />
      );
    }
    const { total, cited, uncited } = coverage.data;
    return (
      <Flex vertical gap={8}>
        <Progress percent={total === 0 ? 0 : Math.round((cited / total) * 100)} />
        <Typography.Text>{t('criterion.coverageSummary', { total, cited })}</Typography.Text>
        {uncited.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('criterion.coverageAll')} />
        ) : (
          <List
            size="small"
            header={<Typography.Text strong>{t('criterion.coverageUncited')}</Typography.Text>}
            dataSource={uncited}
            renderItem={(clause) => (
              <List.Item>
                <Typography.Text>
                  <Typography.Text code>{clause.code}</Typography.Text> {clause.title}
                </Typography.Text>
              </List.Item>
            )}
            style={{ maxHeight: 360, overflow: 'auto' }}
          />
        )}
      </Flex>
    );
  };
  return (
    <Card size="small" title={t('criterion.coverage')}>
      <Flex vertical gap={12}>
        <Select
          aria-label={t('criterion.coverageProject')}
          placeholder={t('criterion.coverageProject')}
          value={projectId}
          onChange={setProjectId}
          loading={projects.isPending}
          options={(projects.data ?? []).map((project) => ({ value: project.id, label: project.name }))}
          showSearch={{ optionFilterProp: 'label' }}
          style={{ width: '100%', maxWidth: 480 }}
        />
        {body()}
      </Flex>
    </Card>
  );
}
