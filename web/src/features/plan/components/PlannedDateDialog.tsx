import '../texts';
import { Alert, DatePicker, Modal, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alertBanner } from '../../../lib/feedback';
import { setPlannedDate } from '../api/plan';
import { refusal } from './refusal';

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
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');

  const save = async () => {
    if (!day) return;
    setBusy(true);
    setProblem('');
    try {
      const { count } = await setPlannedDate(ids, day.format('YYYY-MM-DD'));
      alertBanner('success', t('plan.datesSet', { count }));
      onDone();
      onClose();
    } catch (error) {
      setProblem(refusal(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title={t('plan.setDate')}
      open={open}
      onCancel={onClose}
      onOk={() => void save()}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: !day, loading: busy }}
      afterClose={() => {
        setDay(null);
        setProblem('');
      }}
      destroyOnHidden
      width={420}
    >
      <Typography.Paragraph>{t('plan.setDateIntro', { count: ids.length })}</Typography.Paragraph>
      <DatePicker
        aria-label={t('plan.plannedDate')}
        value={day}
        onChange={(value) => setDay(value)}
        placeholder={t('plan.pickDate')}
        style={{ width: '100%' }}
      />
      {problem && <Alert type="error" showIcon title={problem} style={{ marginTop: 12 }} />}
    </Modal>
  );
}
