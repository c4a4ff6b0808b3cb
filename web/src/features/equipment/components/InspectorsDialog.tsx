import type { EquipmentPage, EquipmentRow } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog/FormDialog';
import { alertBanner } from '../../../lib/feedback';
import { refreshEquipment, saveInspectors, useInspectorChoices } from '../api/equipment';

interface Values {
  user_ids: number[];
}

interface Props {
  open: boolean;
  pageKey: EquipmentPage;
  item: EquipmentRow | null;
  onClose(): void;
}

/** Who inspects a piece of equipment: chosen among the inspectors of its project. */
export function InspectorsDialog({ open, pageKey, item, onClose }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const choices = useInspectorChoices(pageKey, open ? item?.id : undefined);
  const submit = async (values: Values) => {
    if (!item) return;
    await saveInspectors(pageKey, item.id, values.user_ids);
    await refreshEquipment(queryClient);
    alertBanner('success', t('equipment.saved'));
    onClose();
  };

  return (
    <FormDialog<Values>
      title={t('equipment.inspectorsTitle', { name: item?.name ?? '' })}
      open={open && choices.isSuccess}
      onClose={onClose}
      form={form}
      onSubmit={submit}
      width={520}
      initialValues={{ user_ids: choices.data?.assigned ?? [] }}
      intro={<Alert type="info" showIcon title={t('equipment.inspectorsIntro')} style={{ marginBottom: 16 }} />}
    >
      {choices.data?.candidates.length === 0 && (
        <Alert type="warning" showIcon title={t('equipment.noProjectInspectors')} style={{ marginBottom: 16 }} />
      )}
      <Form.Item name="user_ids" label={t('equipment.pickInspectors')}>
        <Select
          mode="multiple"
          allowClear
          optionFilterProp="label"
          options={choices.data?.candidates.map((person) => ({
            value: person.id,
            label: `${person.name}（${person.username}）`,
          }))}
        />
      </Form.Item>
    </FormDialog>
  );
}
