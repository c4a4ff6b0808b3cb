import { DEVICE_CODE_PATTERN, DEVICE_NAME_MAX, DEVICE_NOTE_MAX, DEVICE_SORT_MAX, type DeviceKind } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { RowFormDialog } from '../../../components/form-dialog/RowFormDialog';
import { NameField, NoteField, SortField } from '../../../components/form-dialog/row-fields';
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
  const save = async (values: Values) => {
    await (device ? updateDevice(device.id, values) : createDevice(values));
    await refreshDevices(queryClient);
  };

  return (
    <RowFormDialog<Values>
      title={t(device ? 'device.edit' : 'device.create')}
      open={open}
      onClose={onClose}
      save={save}
      savedText={t('device.saved')}
      initialValues={device ?? { name: '', code: '', note: '', sort: 0 }}
    >
      <NameField label={t('device.name')} requiredText={t('device.nameRequired')} max={DEVICE_NAME_MAX} />
      <Form.Item
        name="code"
        label={t('device.code')}
        extra={t('device.codeHint')}
        rules={[{ pattern: DEVICE_CODE_PATTERN, message: t('device.codePattern') }]}
      >
        <Input maxLength={32} style={{ maxWidth: 200 }} />
      </Form.Item>
      <NoteField label={t('device.note')} max={DEVICE_NOTE_MAX} maxRows={5} />
      <SortField label={t('device.sort')} hint={t('device.sortHint')} max={DEVICE_SORT_MAX} />
    </RowFormDialog>
  );
}
