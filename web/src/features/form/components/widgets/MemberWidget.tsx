import type { WidgetProps } from '@rjsf/utils';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useControlSize } from './common';
import { MemberLabel } from './labels';
import { useMemberOptions } from './pickers-api';

/** A member of the owner, picked by name or account; stores the id. */
export function MemberWidget({ id, value, onChange, disabled, readonly, placeholder }: WidgetProps) {
  const { t } = useTranslation();
  const size = useControlSize();
  const { data, isLoading } = useMemberOptions();
  if (readonly) return <MemberLabel value={value} />;
  return (
    <Select
      id={id}
      size={size}
      showSearch={{ optionFilterProp: 'search' }}
      allowClear
      loading={isLoading}
      disabled={disabled}
      placeholder={placeholder || t('form.pickMember')}
      value={typeof value === 'number' ? value : undefined}
      options={(data ?? []).map((item) => ({
        value: item.id,
        label: item.name,
        search: `${item.name} ${item.username}`,
      }))}
      onChange={(next: number | undefined) => onChange(next ?? undefined)}
      style={{ width: '100%' }}
    />
  );
}
