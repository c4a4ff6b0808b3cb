import { type InspectionUnit, UNIT_NAME_MAX, UNIT_NOTE_MAX, UNIT_SORT_MAX, UNIT_TEXT_MAX } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { FieldRow, fieldShare } from '../../../components/form-dialog/FieldRow';
import { FormDialog } from '../../../components/form-dialog/FormDialog';
import { alertBanner } from '../../../lib/feedback';
import { createUnit, refreshUnits, updateUnit } from '../api/units';

interface Values {
  name: string;
  qualification: string;
  contact: string;
  phone: string;
  address: string;
  note: string;
  sort: number;
}

interface Props {
  open: boolean;
  /** The unit being edited; none to create one. */
  unit: InspectionUnit | null;
  onClose(): void;
}

const EMPTY: Values = { name: '', qualification: '', contact: '', phone: '', address: '', note: '', sort: 0 };

/** Create or edit an inspection unit. */
export function UnitDialog({ open, unit, onClose }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const submit = async (values: Values) => {
    await (unit ? updateUnit(unit.id, values) : createUnit(values));
    await refreshUnits(queryClient);
    alertBanner('success', t('unit.saved'));
    onClose();
  };
  const half = fieldShare(200);

  return (
    <FormDialog<Values>
      title={t(unit ? 'unit.edit' : 'unit.create')}
      open={open}
      onClose={onClose}
      form={form}
      onSubmit={submit}
      width={600}
      initialValues={unit ?? EMPTY}
    >
      <Form.Item
        name="name"
        label={t('unit.name')}
        rules={[{ required: true, whitespace: true, message: t('unit.nameRequired') }]}
      >
        <Input maxLength={UNIT_NAME_MAX} autoFocus />
      </Form.Item>
      <Form.Item name="qualification" label={t('unit.qualification')}>
        <Input maxLength={UNIT_TEXT_MAX} />
      </Form.Item>
      <FieldRow>
        <Form.Item name="contact" label={t('unit.contact')} style={half}>
          <Input maxLength={UNIT_TEXT_MAX} />
        </Form.Item>
        <Form.Item name="phone" label={t('unit.phone')} style={half}>
          <Input maxLength={32} />
        </Form.Item>
      </FieldRow>
      <Form.Item name="address" label={t('unit.address')}>
        <Input maxLength={128} />
      </Form.Item>
      <Form.Item name="note" label={t('unit.note')}>
        <Input.TextArea maxLength={UNIT_NOTE_MAX} autoSize={{ minRows: 2, maxRows: 4 }} showCount />
      </Form.Item>
      <Form.Item name="sort" label={t('unit.sort')} extra={t('unit.sortHint')}>
        <InputNumber min={0} max={UNIT_SORT_MAX} precision={0} style={{ width: 160 }} />
      </Form.Item>
    </FormDialog>
  );
}
