import '../texts';
import { Code } from '@app/contract';
import { Alert, Button, Card, Empty, Flex, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http';
import { useIsPhone } from '../../../lib/use-is-phone';
import { useNcr } from '../api/ncr';
import { NcrActions } from './NcrActions';
import { NcrFacts } from './NcrFacts';
import { NcrHistory } from './NcrHistory';
import { NcrStages } from './NcrStages';

const heading = { marginTop: 8, marginBottom: 8 } as const;

/**
 * The NCR loop of an NCR report (不符合项处置), under the report on its page: where it stands, what
 * has been settled, the history, and the steps the caller may take now.
 */
export default function NcrPanel({ reportId }: { reportId: number }) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const ncr = useNcr(reportId);
  if (ncr.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (ncr.isError) {
    if (ncr.error instanceof ApiError && ncr.error.code === Code.NotFound) {
      return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('ncr.notFound')} />;
    }
    return (
      <Alert
        type="error"
        showIcon
        title={t('ncr.loadFailed')}
        description={ncr.error instanceof ApiError ? ncr.error.msg : undefined}
        action={<Button onClick={() => void ncr.refetch()}>{t('common.retry')}</Button>}
      />
    );
  }
  const detail = ncr.data;
  return (
    <Card
      size="small"
      title={t('ncr.title')}
      extra={
        <Flex gap={4} wrap>
          <Tag color={detail.state === 'closed' ? 'green' : 'blue'}>{t(`ncr.state.${detail.state}`)}</Tag>
          {detail.overdue && <Tag color="red">{t('ncr.overdue')}</Tag>}
        </Flex>
      }
      aria-label={t('ncr.title')}
      role="region"
    >
      <NcrStages state={detail.state} phone={phone} />
      <NcrFacts detail={detail} phone={phone} />
      <Typography.Title level={5} style={heading}>
        {t('ncr.history')}
      </Typography.Title>
      <NcrHistory steps={detail.steps} />
      <NcrActions detail={detail} phone={phone} />
    </Card>
  );
}
