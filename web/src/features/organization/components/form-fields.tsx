import { SORT_ORDER_MAX } from '@app/contract';
import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';

/** A telephone number as typed: digits, spaces and dashes, an optional leading +; or nothing. */
const PHONE_PATTERN = /^$|^\+?[0-9][0-9 -]{4,30}$/;

/** A phone number of an organisation or a staff member, checked as typed. */
export function PhoneField({ name, label }: { name: string; label: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item name={name} label={label} rules={[{ pattern: PHONE_PATTERN, message: t('organization.phoneInvalid') }]}>
      <Input maxLength={32} />
    </Form.Item>
  );
}

/** Where an organisation or a staff member sorts among its siblings. */
export function SortOrderField() {
  const { t } = useTranslation();
  return (
    <Form.Item name="sort" label={t('organization.sort')} tooltip={t('organization.sortHint')}>
      <InputNumber min={0} max={SORT_ORDER_MAX} precision={0} style={{ width: '100%' }} />
    </Form.Item>
  );
}
