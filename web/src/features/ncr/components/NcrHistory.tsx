import { PictureOutlined } from '@ant-design/icons';
import { downloadUrl, type NcrAction, type NcrStep } from '@app/contract';
import { Flex, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SelfReviewTag } from '../../../components/four-eyes/SelfReviewTag';
import { dayjs } from '../../../lib/dates';

const COLORS: Record<NcrAction, string> = {
  dispose: 'blue',
  plan: 'blue',
  approve: 'green',
  reject: 'orange',
  execute: 'blue',
  verify: 'green',
  fail: 'red',
};

/** The evidence of a step, each opening its file. */
function Evidence({ files }: { files: NcrStep['files'] }) {
  if (files.length === 0) return null;
  return (
    <Flex gap={4} vertical style={{ marginTop: 2 }}>
      {files.map((file) => (
        <Typography.Link key={file.id} href={downloadUrl(file.id, file.name)} target="_blank" rel="noreferrer">
          <PictureOutlined /> {file.name}
        </Typography.Link>
      ))}
    </Flex>
  );
}

/** Who took which step of the loop, when, with what note and evidence: oldest first. */
export function NcrHistory({ steps }: { steps: readonly NcrStep[] }) {
  const { t } = useTranslation();
  if (steps.length === 0) return <Typography.Text type="secondary">{t('ncr.noHistory')}</Typography.Text>;
  return (
    <Timeline
      items={steps.map((step, index) => ({
        key: index,
        color: COLORS[step.action],
        content: (
          <div data-testid="ncr-step">
            <div>
              <Typography.Text strong>{step.actor_name || t('ncr.unknownActor')}</Typography.Text>{' '}
              <Typography.Text>{t(`ncr.action.${step.action}`)}</Typography.Text>
              {step.self_review && <SelfReviewTag work="ncr" />}
            </div>
            {step.note && (
              <Typography.Paragraph style={{ margin: '2px 0', whiteSpace: 'pre-wrap' }}>
                {step.note}
              </Typography.Paragraph>
            )}
            <Evidence files={step.files} />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {dayjs(step.at).format('YYYY-MM-DD HH:mm')}
            </Typography.Text>
          </div>
        ),
      }))}
    />
  );
}
