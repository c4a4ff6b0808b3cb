import type { WorkflowEvent, WorkflowHistoryEntry } from '@app/contract';
import { Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SelfReviewTag } from '../../../components/four-eyes/SelfReviewTag';
import { dayjs } from '../../../lib/dates';
import { Attachments } from './Attachments';

const COLORS: Partial<Record<WorkflowEvent, string>> = {
  approve: 'green',
  approved: 'green',
  reject: 'red',
  rejected: 'red',
  send_back: 'orange',
  withdraw: 'gray',
  terminate: 'gray',
  timeout: 'orange',
  escalate: 'orange',
  skip: 'gray',
};

/** Who did what, at which node, with what comment and files, and when: oldest first. */
export function HistoryTimeline({ history }: { history: readonly WorkflowHistoryEntry[] }) {
  const { t } = useTranslation();
  if (history.length === 0) return <Typography.Text type="secondary">{t('review.noHistory')}</Typography.Text>;
  return (
    <Timeline
      items={history.map((entry) => ({
        key: entry.id,
        color: COLORS[entry.event] ?? 'blue',
        content: (
          <div data-testid="history-entry">
            <div>
              <Typography.Text strong>{entry.actor_name ?? t('review.system')}</Typography.Text>{' '}
              <Typography.Text>{t(`review.event.${entry.event}`)}</Typography.Text>
              {entry.target_name && (
                <Typography.Text> {t('review.toTarget', { name: entry.target_name })}</Typography.Text>
              )}
              {entry.node_name && (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {' '}
                  · {entry.node_name}
                </Typography.Text>
              )}
              {entry.self_review && <SelfReviewTag work="form" />}
            </div>
            {entry.comment && (
              <Typography.Paragraph style={{ margin: '2px 0', whiteSpace: 'pre-wrap' }}>
                {entry.comment}
              </Typography.Paragraph>
            )}
            <Attachments paths={entry.attachments} />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {dayjs(entry.at).format('YYYY-MM-DD HH:mm')}
            </Typography.Text>
          </div>
        ),
      }))}
    />
  );
}
