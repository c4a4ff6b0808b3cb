import '../texts';
import { NOTICE_NOTE_MAX, type PlanPointRow } from '@app/contract';
import { DatePicker, Form, Input, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dayjs } from '../../../lib/dates';
import { recordNotice } from '../api/plan';
import { PlanDialog } from './PlanDialog';
import { equipmentText } from './point-columns';

interface Props {
  open: boolean;
  point: PlanPointRow | null;
  onClose(): void;
  onDone(): void;
}

/** 已通知未到场: when the client was notified of a witness point (now unless changed, never later) and a note. */
export function NoticeDialog({ open, point, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const [at, setAt] = useState<Dayjs | null>(() => dayjs());
  const [note, setNote] = useState('');

  const save = async () => {
    if (!point || !at) return null;
    await recordNotice(point.id, { notice_at: at.toISOString(), note });
    return t('plan.noticeSaved');
  };

  return (
    <PlanDialog
      title={t('plan.noticeTitle')}
      open={open}
      width={480}
      ready={at !== null}
      onSave={save}
      onReset={() => {
        setAt(dayjs());
        setNote('');
      }}
      onClose={onClose}
      onDone={onDone}
    >
      {point && (
        <Typography.Paragraph strong>
          {equipmentText(point)} · {point.step}. {point.step_name} · {point.plan_symbol}
        </Typography.Paragraph>
      )}
      <Typography.Paragraph type="secondary">{t('plan.noticeIntro')}</Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label={t('plan.noticeAt')} htmlFor="notice-at" required>
          <DatePicker
            id="notice-at"
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            value={at}
            onChange={(value) => setAt(value)}
            disabledDate={(day) => day.isAfter(dayjs(), 'day')}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item label={t('plan.noticeNote')} htmlFor="notice-note" style={{ marginBottom: 0 }}>
          <Input.TextArea
            id="notice-note"
            value={note}
            onChange={(event) => setNote(event.target.value)}
            maxLength={NOTICE_NOTE_MAX}
            showCount
            rows={3}
            placeholder={t('plan.noticeNoteHint')}
          />
        </Form.Item>
      </Form>
    </PlanDialog>
  );
}
