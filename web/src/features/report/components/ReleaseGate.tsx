import type { ReleaseBlocker } from '@app/contract';
import { Alert, Button, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useReleaseCheck } from '../api/report-review';

/**
 * 放行条件 of a release report: what keeps its equipment from release (hold points without an accepted
 * report, witness points neither witnessed nor noticed to the client, open NCRs), each with the page
 * that settles it; or that nothing does. The approval is refused for as long as anything is listed.
 */
export function ReleaseGate({ reportId }: { reportId: number }) {
  const { t } = useTranslation();
  const check = useReleaseCheck(reportId, true);
  if (check.isPending) return null;
  if (check.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('report.gate.loadFailed')}
        action={<Button onClick={() => void check.refetch()}>{t('common.retry')}</Button>}
        style={{ marginBottom: 16 }}
      />
    );
  }
  if (check.data.ready) {
    return <Alert type="success" showIcon title={t('report.gate.ready')} style={{ marginBottom: 16 }} />;
  }
  const text = (blocker: ReleaseBlocker) => {
    if (blocker.kind === 'ncr')
      return t('report.gate.ncr', { number: blocker.ncr.number || t('report.gate.noNumber') });
    const point = `${blocker.point.step}. ${blocker.point.step_name} ${blocker.point.plan_symbol}`;
    return t(`report.gate.${blocker.kind}`, { point });
  };
  return (
    <Alert
      type="warning"
      showIcon
      title={t('report.gate.title')}
      style={{ marginBottom: 16 }}
      description={
        <>
          <Typography.Paragraph style={{ marginBottom: 4 }}>{t('report.gate.blocked')}</Typography.Paragraph>
          <List
            size="small"
            dataSource={check.data.blockers}
            renderItem={(blocker) => (
              <List.Item
                actions={
                  blocker.link
                    ? [
                        <Link key="open" to={blocker.link}>
                          {t('report.gate.open')}
                        </Link>,
                      ]
                    : []
                }
              >
                {text(blocker)}
              </List.Item>
            )}
          />
        </>
      }
    />
  );
}
