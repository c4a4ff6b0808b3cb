import { PRODUCTION_PHOTOS_MAX, type ProductionTimeline } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Col, Form, Input, InputNumber, Row, Slider } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/date-input/DateInput';
import { FormDialog } from '../../../components/form-dialog/FormDialog';
import { PhotoListField } from '../../../components/upload/PhotoListField';
import { dayjs } from '../../../lib/dates';
import { alertBanner } from '../../../lib/feedback';
import { refreshProduction, saveStep } from '../api/production';

type Step = ProductionTimeline['steps'][number];

interface Values {
  planned_start: Dayjs | null;
  planned_finish: Dayjs | null;
  actual_start: Dayjs | null;
  actual_finish: Dayjs | null;
  progress: number;
  note: string;
  photos: string[];
}

interface Props {
  open: boolean;
  equipmentId: number;
  projectId: number;
  step: Step | null;
  onClose(): void;
  onSaved(timeline: ProductionTimeline): void;
}

const day = (value: string | null | undefined) => (value ? dayjs(value) : null);
const iso = (value: Dayjs | null) => (value ? value.format('YYYY-MM-DD') : null);

/** Records one step's production: dates, progress, a note and photos (the uploader loads with this dialog only). */
export function StepDialog({ open, equipmentId, projectId, step, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const record = step?.record ?? null;
  const submit = async (values: Values) => {
    if (!step) return;
    const saved = await saveStep(equipmentId, projectId, {
      process_id: step.process_id,
      planned_start: iso(values.planned_start),
      planned_finish: iso(values.planned_finish),
      actual_start: iso(values.actual_start),
      actual_finish: iso(values.actual_finish),
      progress: values.progress ?? 0,
      note: values.note ?? '',
      photos: values.photos ?? [],
    });
    onSaved(saved);
    await refreshProduction(queryClient);
    alertBanner('success', t('production.saved'));
    onClose();
  };
  const dateItem = (name: keyof Values, label: string) => (
    <Col xs={24} sm={12}>
      <Form.Item name={name} label={label}>
        <DateInput style={{ width: '100%' }} />
      </Form.Item>
    </Col>
  );
  return (
    <FormDialog<Values>
      title={t('production.editStep', { name: step?.name ?? '' })}
      open={open}
      onClose={onClose}
      form={form}
      onSubmit={submit}
      width={640}
      initialValues={{
        planned_start: day(record?.planned_start),
        planned_finish: day(record?.planned_finish),
        actual_start: day(record?.actual_start),
        actual_finish: day(record?.actual_finish),
        progress: record?.progress ?? 0,
        note: record?.note ?? '',
        photos: record?.photos ?? [],
      }}
    >
      <Row gutter={12}>
        {dateItem('planned_start', t('production.plannedStart'))}
        {dateItem('planned_finish', t('production.plannedFinish'))}
        {dateItem('actual_start', t('production.actualStart'))}
        {dateItem('actual_finish', t('production.actualFinish'))}
      </Row>
      <Form.Item label={t('production.stepProgress')} required>
        <Row gutter={12} align="middle">
          <Col flex="auto">
            <Form.Item name="progress" noStyle>
              <Slider min={0} max={100} step={5} aria-label={t('production.stepProgress')} />
            </Form.Item>
          </Col>
          <Col>
            <Form.Item name="progress" noStyle>
              <InputNumber
                min={0}
                max={100}
                precision={0}
                suffix="%"
                aria-label={`${t('production.stepProgress')} %`}
              />
            </Form.Item>
          </Col>
        </Row>
      </Form.Item>
      <Form.Item name="note" label={t('production.note')}>
        <Input.TextArea rows={3} maxLength={500} showCount />
      </Form.Item>
      <Form.Item name="photos" label={t('production.photos')}>
        <PhotoListField max={PRODUCTION_PHOTOS_MAX} alt={t('production.photos')} />
      </Form.Item>
    </FormDialog>
  );
}
