import '../texts';
import { PictureOutlined } from '@ant-design/icons';
import { downloadUrl, type FindingAction, type FindingDetail, type FindingStep } from '@app/contract';
import { Alert, Button, Descriptions, Drawer, Flex, Skeleton, Space, Tag, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dayjs } from '../../../lib/dates';
import { lazyOnOpen } from '../../../lib/lazy-on-open';
import { useIsPhone } from '../../../lib/use-is-phone';
import { useFinding } from '../api/finding';
import { StateTag } from './finding-bits';

const ActDialog = lazyOnOpen(
  () => import('./ActDialog').then((m) => m.ActDialog),
  (props) => props.step !== null,
);

const COLORS: Record<FindingAction, string> = { raise: 'gray', submit: 'blue', verify: 'green', return: 'orange' };

function Files({ files }: { files: FindingDetail['photos'] }) {
  if (files.length === 0) return null;
  return (
    <Flex gap={4} vertical>
      {files.map((file) => (
        <Typography.Link key={file.id} href={downloadUrl(file.id, file.name)} target="_blank" rel="noreferrer">
          <PictureOutlined /> {file.name}
        </Typography.Link>
      ))}
    </Flex>
  );
}

/** The loop's steps, oldest first: who, what, when, with the note and photos. */
export function FindingHistory({ steps }: { steps: FindingDetail['steps'] }) {
  const { t } = useTranslation();
  return (
    <Timeline
      items={steps.map((step, index) => ({
        key: index,
        color: COLORS[step.action],
        content: (
          <div data-testid="finding-step">
            <Typography.Text strong>{step.actor_name || '—'}</Typography.Text>{' '}
            <Typography.Text>{t(`finding.action.${step.action}`)}</Typography.Text>
            {step.note && (
              <Typography.Paragraph style={{ margin: '2px 0', whiteSpace: 'pre-wrap' }}>
                {step.note}
              </Typography.Paragraph>
            )}
            <Files files={step.files} />
            <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block' }}>
              {dayjs(step.at).format('YYYY-MM-DD HH:mm')}
            </Typography.Text>
          </div>
        ),
      }))}
    />
  );
}

/** The buttons of the steps the caller may take now. */
export function LoopButtons({ finding, onStep }: { finding: FindingDetail; onStep(step: FindingStep): void }) {
  const { t } = useTranslation();
  if (finding.actions.length === 0) return null;
  return (
    <Space wrap>
      {finding.actions.map((step) => (
        <Button
          key={step}
          type={step === 'return' ? 'default' : 'primary'}
          danger={step === 'return'}
          onClick={() => onStep(step)}
        >
          {t(`finding.action.${step}`)}
        </Button>
      ))}
    </Space>
  );
}

interface Props {
  id: number | null;
  onClose(): void;
}

/** A finding with its loop: the facts, the steps taken and the buttons of the next ones. */
export function FindingDrawer({ id, onClose }: Props) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const finding = useFinding(id);
  const [step, setStep] = useState<FindingStep | null>(null);
  const data = finding.data;
  const yesNo = (value: boolean) => (value ? t('finding.yes') : t('finding.no'));

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      title={t('finding.detail')}
      width={phone ? '100%' : 640}
      extra={data && <LoopButtons finding={data} onStep={setStep} />}
    >
      {finding.isError ? (
        <Alert type="error" showIcon message={t('finding.loadFailed')} />
      ) : !data ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap={16}>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('finding.state')}>
              <StateTag state={data.state} overdue={data.overdue} />
            </Descriptions.Item>
            <Descriptions.Item label={t('finding.description')}>
              <span style={{ whiteSpace: 'pre-wrap' }}>{data.description}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('finding.type')}>
              {data.type_name}
              {data.theme_name && <Tag style={{ marginInlineStart: 8 }}>{data.theme_name}</Tag>}
            </Descriptions.Item>
            <Descriptions.Item label={t('finding.location')}>{data.location || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('finding.important')}>{yesNo(data.is_important)}</Descriptions.Item>
            <Descriptions.Item label={t('finding.onFocus')}>{yesNo(data.on_focus)}</Descriptions.Item>
            <Descriptions.Item label={t('finding.responsible')}>{data.responsible_name || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('finding.dueDate')}>{data.due_date}</Descriptions.Item>
            <Descriptions.Item label={t('finding.raisedBy')}>
              {data.raised_by_name} · {dayjs(data.raised_at).format('YYYY-MM-DD HH:mm')}
            </Descriptions.Item>
            {data.clause && (
              <Descriptions.Item label={t('finding.clause')}>
                {/* Its standard's page at the clause, whose evidence lists this finding. */}
                <Link to={`/knowledge/criterion?law_id=${data.clause.law_id}&clause_id=${data.clause.id}`}>
                  {data.clause.law_code} {data.clause.code} {data.clause.title}
                </Link>
              </Descriptions.Item>
            )}
            {data.report_id !== null && data.report_template_id !== null && (
              <Descriptions.Item label={t('finding.report')}>
                <Link to={`/project/found/report/list/detail/${data.report_id}/${data.report_template_id}`}>
                  {t('finding.openReport')}
                </Link>
              </Descriptions.Item>
            )}
            {data.photos.length > 0 && (
              <Descriptions.Item label={t('finding.photos')}>
                <Files files={data.photos} />
              </Descriptions.Item>
            )}
          </Descriptions>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('finding.history')}
          </Typography.Title>
          <FindingHistory steps={data.steps} />
        </Flex>
      )}
      {id !== null && <ActDialog step={step} findingId={id} onClose={() => setStep(null)} />}
    </Drawer>
  );
}
