import {
  EQUIPMENT_BATCH_MAX,
  EQUIPMENT_NAME_MAX,
  EQUIPMENT_NOTE_MAX,
  EQUIPMENT_NUMBER_MAX,
  EQUIPMENT_QUANTITY_MAX,
  type EquipmentBody,
  type EquipmentPage,
  type EquipmentRow,
  type EquipmentStatus,
} from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, InputNumber, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/date-input/DateInput';
import { FieldRow, fieldShare } from '../../../components/form-dialog/FieldRow';
import { FormDialog } from '../../../components/form-dialog/FormDialog';
import { dayjs } from '../../../lib/dates';
import { alertBanner } from '../../../lib/feedback';
import { createEquipment, refreshEquipment, updateEquipment, useChoices } from '../api/equipment';
import { statusOptions } from './status';

interface Values {
  project_id?: number;
  device_id?: number;
  name: string;
  e_number: string;
  batch: string;
  quantity: number;
  factory_id: number | null;
  unit_id: number | null;
  planned_delivery: string | null;
  status: EquipmentStatus;
  note: string;
}

interface Props {
  open: boolean;
  pageKey: EquipmentPage;
  /** The equipment being edited; none to create one. */
  item: EquipmentRow | null;
  /** A new piece of equipment starts on this project (a project's own list). */
  projectId?: number;
  onClose(): void;
}

const valuesOf = (item: EquipmentRow | null, projectId?: number): Values =>
  item
    ? {
        project_id: item.project_id,
        device_id: item.device_id,
        name: item.name,
        e_number: item.e_number,
        batch: item.batch,
        quantity: item.quantity,
        factory_id: item.factory_id,
        unit_id: item.unit_id,
        planned_delivery: item.planned_delivery,
        status: item.status,
        note: item.note,
      }
    : {
        project_id: projectId,
        name: '',
        e_number: '',
        batch: '',
        quantity: 1,
        factory_id: null,
        unit_id: null,
        planned_delivery: null,
        status: 'pending',
        note: '',
      };

const search = { optionFilterProp: 'label' } as const;
const half = fieldShare();

/** Create or edit a piece of equipment: its project, kind, factory, unit, numbers and status. */
export function EquipmentDialog({ open, pageKey, item, projectId, onClose }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const choices = useChoices();
  const kindLocked = item !== null && item.point_count > 0;

  const submit = async ({ project_id, device_id, ...rest }: Values) => {
    // The form's rules make both required; the server checks them again.
    const body: EquipmentBody = { ...rest, project_id: project_id ?? 0, device_id: device_id ?? 0 };
    await (item ? updateEquipment(pageKey, item.id, body) : createEquipment(pageKey, body));
    await refreshEquipment(queryClient);
    alertBanner('success', t('equipment.saved'));
    onClose();
  };

  return (
    <FormDialog<Values>
      title={t(item ? 'equipment.edit' : 'equipment.create')}
      open={open}
      onClose={onClose}
      form={form}
      onSubmit={submit}
      width={680}
      initialValues={valuesOf(item, projectId)}
    >
      <Form.Item
        name="project_id"
        label={t('equipment.project')}
        rules={[{ required: true, message: t('equipment.projectRequired') }]}
      >
        <Select
          showSearch={search}
          placeholder={t('equipment.pickProject')}
          loading={choices.loading}
          options={choices.projects.map((p) => ({ value: p.id, label: `${p.number} ${p.name}` }))}
        />
      </Form.Item>
      <FieldRow>
        <Form.Item
          name="device_id"
          label={t('equipment.device')}
          style={half}
          extra={kindLocked ? t('equipment.deviceLocked') : undefined}
          rules={[{ required: true, message: t('equipment.deviceRequired') }]}
        >
          <Select
            showSearch={search}
            disabled={kindLocked}
            placeholder={t('equipment.pickDevice')}
            options={choices.devices.map((d) => ({ value: d.id, label: d.name }))}
          />
        </Form.Item>
        <Form.Item name="status" label={t('equipment.status')} style={half}>
          <Select options={statusOptions(t)} />
        </Form.Item>
      </FieldRow>
      <Form.Item
        name="name"
        label={t('equipment.name')}
        rules={[{ required: true, whitespace: true, message: t('equipment.nameRequired') }]}
      >
        <Input maxLength={EQUIPMENT_NAME_MAX} />
      </Form.Item>
      <FieldRow>
        <Form.Item
          name="e_number"
          label={t('equipment.eNumber')}
          style={half}
          extra={t('equipment.eNumberHint')}
          rules={[{ required: true, whitespace: true, message: t('equipment.eNumberRequired') }]}
        >
          <Input maxLength={EQUIPMENT_NUMBER_MAX} />
        </Form.Item>
        <Form.Item name="batch" label={t('equipment.batch')} style={half}>
          <Input maxLength={EQUIPMENT_BATCH_MAX} />
        </Form.Item>
      </FieldRow>
      <FieldRow>
        <Form.Item name="quantity" label={t('equipment.quantity')} style={half}>
          <InputNumber min={1} max={EQUIPMENT_QUANTITY_MAX} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="planned_delivery"
          label={t('equipment.plannedDelivery')}
          style={half}
          getValueProps={(value: string | null) => ({ value: value ? dayjs(value) : null })}
          normalize={(value: Dayjs | null) => (value ? value.format('YYYY-MM-DD') : null)}
        >
          <DateInput style={{ width: '100%' }} />
        </Form.Item>
      </FieldRow>
      <FieldRow>
        <Form.Item
          name="factory_id"
          label={t('equipment.factory')}
          style={half}
          extra={choices.factories.length === 0 ? t('equipment.noFactories') : undefined}
        >
          <Select
            allowClear
            showSearch={search}
            placeholder={t('equipment.pickFactory')}
            options={choices.factories.map((f) => ({ value: f.id, label: f.short_name }))}
            onClear={() => form.setFieldValue('factory_id', null)}
          />
        </Form.Item>
        <Form.Item name="unit_id" label={t('equipment.unit')} style={half}>
          <Select
            allowClear
            showSearch={search}
            placeholder={t('equipment.pickUnit')}
            options={choices.units.map((u) => ({ value: u.id, label: u.name }))}
            onClear={() => form.setFieldValue('unit_id', null)}
          />
        </Form.Item>
      </FieldRow>
      <Form.Item name="note" label={t('equipment.note')}>
        <Input.TextArea maxLength={EQUIPMENT_NOTE_MAX} autoSize={{ minRows: 2, maxRows: 4 }} showCount />
      </Form.Item>
    </FormDialog>
  );
}
