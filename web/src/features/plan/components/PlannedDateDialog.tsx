import '../texts';
import { DatePicker, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setPlannedDate } from '../api/plan';
import { PlanDialog } from './PlanDialog';

interface Props {
  open: boolean;
  ids: number[];
  onClose(): void;
  onDone(): void;
}

/** 设定计划日期: one day for the selected points, loaded with its date picker when first opened. */
export function PlannedDateDialog({ open, ids, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const [day, setDay] = useState<Dayjs | null>(null);

  const save = async () => {
    if (!day) return null;
    const { count } = await setPlannedDate(ids, day.format('YYYY-MM-DD'));
    return t('plan.datesSet', { count });
  };

  return (
    <PlanDialog
      title={t('plan.setDate')}
      open={open}
      width={420}
      ready={day !== null}
      onSave={save}
      onReset={() => setDay(null)}
      onClose={onClose}
      onDone={onDone}
    >
      <Typography.Paragraph>{t('plan.setDateIntro', { count: ids.length })}</Typography.Paragraph>
      <DatePicker
        aria-label={t('plan.plannedDate')}
        value={day}
        onChange={(value) => setDay(value)}
        placeholder={t('plan.pickDate')}
        style={{ width: '100%' }}
      />
    </PlanDialog>
  );
}
