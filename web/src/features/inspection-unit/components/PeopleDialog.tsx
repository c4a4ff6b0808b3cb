import type { InspectionUnit } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog/FormDialog';
import { alertBanner } from '../../../lib/feedback';
import { refreshUnits, saveUnitPeople, useUnitPeople } from '../api/units';

interface Values {
  user_ids: number[];
}

interface Props {
  open: boolean;
  unit: InspectionUnit | null;
  onClose(): void;
}

/** The inspectors who work for a unit: the owner's inspectors, those of other units shown but not offered. */
export function PeopleDialog({ open, unit, onClose }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const people = useUnitPeople(open);
  const mine = people.data?.filter((person) => person.unit_id === unit?.id).map((person) => person.id) ?? [];
  const submit = async (values: Values) => {
    if (!unit) return;
    await saveUnitPeople(unit.id, values.user_ids);
    await refreshUnits(queryClient);
    alertBanner('success', t('unit.saved'));
    onClose();
  };

  return (
    <FormDialog<Values>
      title={t('unit.peopleTitle', { name: unit?.name ?? '' })}
      open={open && people.isSuccess}
      onClose={onClose}
      form={form}
      onSubmit={submit}
      width={520}
      initialValues={{ user_ids: mine }}
      intro={<Alert type="info" showIcon message={t('unit.peopleIntro')} style={{ marginBottom: 16 }} />}
    >
      {people.data?.length === 0 && <Alert type="warning" showIcon message={t('unit.noInspectors')} />}
      <Form.Item name="user_ids" label={t('unit.pickPeople')}>
        <Select
          mode="multiple"
          allowClear
          optionFilterProp="label"
          options={people.data?.map((person) => {
            const elsewhere = person.unit_id !== null && person.unit_id !== unit?.id;
            const name = `${person.name}（${person.username}）`;
            return {
              value: person.id,
              label: elsewhere ? t('unit.inOther', { name, unit: person.unit_name }) : name,
              disabled: elsewhere,
            };
          })}
        />
      </Form.Item>
    </FormDialog>
  );
}
