import { DEVICE_CODE_PATTERN, DEVICE_NAME_MAX, DEVICE_NOTE_MAX, DEVICE_SORT_MAX, type DeviceKind } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog/FormDialog';
import { alertBanner } from '../../../lib/feedback';
import { createDevice, refreshDevices, updateDevice } from '../api/devices';

interface Values {
  name: string;
  code: string;
  note: string;
  sort: number;
}

interface Props {
  open: boolean;
  /** The kind being edited; none to create one. */
  device: DeviceKind | null;
  onClose(): void;
}

/** Create or edit a device kind of the catalogue. */
export function DeviceDialog({ open, device, onClose }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const submit = async (values: Values) => {
    await (device ? updateDevice(device.id, values) : createDevice(values));
    await refreshDevices(queryClient);
    alertBanner('success', t('device.saved'));
    onClose();
  };

  return (
    <FormDialog<Values>
      title={t(device ? 'device.edit' : 'device.create')}
      open={open}
      onClose={onClose}
      form={form}
      onSubmit={submit}
      width={520}
      initialValues={device ?? { name: '', code: '', note: '', sort: 0 }}
    >
      <Form.Item
        name="name"
        label={t('device.name')}
        rules={[{ required: true, whitespace: true, message: t('device.nameRequired') }]}
      >
        <Input maxLength={DEVICE_NAME_MAX} autoFocus />
      </Form.Item>
      <Form.Item
        name="code"
        label={t('device.code')}
        extra={t('device.codeHint')}
        rules={[{ pattern: DEVICE_CODE_PATTERN, message: t('device.codePattern') }]}
      >
        <Input maxLength={32} style={{ maxWidth: 200 }} />
      </Form.Item>
      <Form.Item name="note" label={t('device.note')}>
        <Input.TextArea maxLength={DEVICE_NOTE_MAX} autoSize={{ minRows: 2, maxRows: 5 }} showCount />
      </Form.Item>
      <Form.Item name="sort" label={t('device.sort')} extra={t('device.sortHint')}>
        <InputNumber min={0} max={DEVICE_SORT_MAX} precision={0} style={{ width: 160 }} />
      </Form.Item>
    </FormDialog>
  );
}
