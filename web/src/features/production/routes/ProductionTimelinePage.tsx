import '../texts';
import { ArrowLeftOutlined } from '@ant-design/icons';
import type { ProductionTimeline } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Empty, Flex, Progress, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../lib/http';
import { lazyOnOpen } from '../../../lib/lazy-on-open';
import { useIsPhone } from '../../../lib/use-is-phone';
import { useTimeline } from '../api/production';
import { StepView } from '../components/StepView';
import { TimelineChart, TimelineLegend } from '../components/TimelineChart';

const StepDialog = lazyOnOpen(() => import('../components/StepDialog').then((m) => m.StepDialog));

type Step = ProductionTimeline['steps'][number];

const LIST_PATH = '/equiment/produce-info';

/**
 * The production timeline of equipment `mid` of project `pid` (产品信息): a Gantt-like chart of its
 * kind's steps; those who may record open a step to record it, the others to read it.
 */
export default function ProductionTimelinePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const phone = useIsPhone();
  const params = useParams();
  const equipmentId = Number(params.mid) || 0;
  const projectId = Number(params.pid) || 0;
  const timeline = useTimeline(equipmentId, projectId);
  const [open, setOpen] = useState<Step | null>(null);
  const data = timeline.data;
  const editable = data?.can_update === true;

  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(LIST_PATH)}>
      {t('production.back')}
    </Button>
  );

  return (
    <Card
      title={data ? `${t('production.timelineTitle')} · ${data.equipment.name}` : t('production.timelineTitle')}
      extra={phone ? undefined : back}
      variant="borderless"
    >
      {timeline.isPending && <Skeleton active paragraph={{ rows: 8 }} />}
      {timeline.isError && (
        <Alert
          type="error"
          showIcon
          title={t('production.loadFailed')}
          description={timeline.error instanceof ApiError ? timeline.error.msg : String(timeline.error)}
          action={phone ? back : undefined}
        />
      )}
      {data && (
        <Flex vertical gap={16}>
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2, lg: 4 }}
            items={[
              { key: 'project', label: t('production.project'), children: data.equipment.project_name },
              { key: 'device', label: t('production.device'), children: data.equipment.device_name },
              { key: 'number', label: t('production.eNumber'), children: data.equipment.e_number },
              { key: 'batch', label: t('production.batch'), children: data.equipment.batch || '—' },
            ]}
          />
          <Flex wrap gap={12} align="center" justify="space-between">
            <Flex wrap gap={8} align="center">
              <Progress
                type="circle"
                size={48}
                percent={data.summary.progress}
                status={data.summary.late > 0 ? 'exception' : data.summary.progress >= 100 ? 'success' : 'normal'}
                format={(percent) => `${percent ?? 0}%`}
              />
              <Typography.Text data-testid="timeline-summary">
                {t('production.summary', {
                  done: data.summary.done,
                  total: data.summary.total,
                  progress: data.summary.progress,
                })}
              </Typography.Text>
              {data.summary.late > 0 && (
                <Tag color="error">{t('production.lateSummary', { count: data.summary.late })}</Tag>
              )}
            </Flex>
            <TimelineLegend />
          </Flex>
          {!editable && <Alert type="info" showIcon title={t('production.readOnly')} />}
          {data.steps.length === 0 ? (
            <Empty description={t('production.noSteps')} />
          ) : (
            <TimelineChart timeline={data} onOpen={setOpen} editable={editable} compact={phone} />
          )}
          {phone && back}
        </Flex>
      )}
      {editable ? (
        <StepDialog
          open={open !== null}
          equipmentId={equipmentId}
          projectId={projectId}
          step={open}
          onClose={() => setOpen(null)}
          onSaved={(next) => queryClient.setQueryData(['production', 'timeline', equipmentId, projectId], next)}
        />
      ) : (
        <StepView step={open} onClose={() => setOpen(null)} />
      )}
    </Card>
  );
}
