import type { ProductionTimeline } from '@app/contract';
import { Button, Descriptions, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PhotoGrid } from '../../../components/upload/PhotoGrid';

type Step = ProductionTimeline['steps'][number];

interface Props {
  step: Step | null;
  onClose(): void;
}

/** One step's record for those who read it only: dates, progress, note, photos. */
export function StepView({ step, onClose }: Props) {
  const { t } = useTranslation();
  const record = step?.record ?? null;
  return (
    <Modal
      open={step !== null}
      title={t('production.viewStep', { name: step?.name ?? '' })}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('production.close')}</Button>}
      width={640}
    >
      {record === null ? (
        <Typography.Text type="secondary">{t('production.noRecord')}</Typography.Text>
      ) : (
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2 }}
          items={[
            { key: 'ps', label: t('production.plannedStart'), children: record.planned_start ?? '—' },
            { key: 'pf', label: t('production.plannedFinish'), children: record.planned_finish ?? '—' },
            { key: 'as', label: t('production.actualStart'), children: record.actual_start ?? '—' },
            { key: 'af', label: t('production.actualFinish'), children: record.actual_finish ?? '—' },
            { key: 'progress', label: t('production.stepProgress'), children: `${record.progress}%` },
            { key: 'note', label: t('production.note'), span: 'filled', children: record.note || '—' },
            {
              key: 'photos',
              label: t('production.photos'),
              span: 'filled',
              children: <PhotoGrid urls={record.photos} alt={step?.name ?? ''} emptyText={t('production.noPhotos')} />,
            },
          ]}
        />
      )}
    </Modal>
  );
}
