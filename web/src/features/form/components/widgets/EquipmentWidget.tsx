import type { EquipmentOption } from '@app/contract';
import type { WidgetProps } from '@rjsf/utils';
import { Select } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useControlSize } from './common';
import { EquipmentLabel, equipmentLabel, useEquipmentLabel } from './labels';
import { useEquipmentOptions } from './pickers-api';

export { equipmentLabel } from './labels';

const SEARCH_DELAY_MS = 300;

/** Equipment of the owner, searched remotely by name, batch or number; stores the id. */
export function EquipmentWidget(props: WidgetProps) {
  if (props.readonly) return <EquipmentLabel value={props.value} />;
  return <EquipmentPicker {...props} />;
}

function EquipmentPicker({ id, value, onChange, disabled, placeholder }: WidgetProps) {
  const { t } = useTranslation();
  const size = useControlSize();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const seen = useRef(new Map<number, EquipmentOption>()).current;
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const { data, isFetching } = useEquipmentOptions(search);
  for (const option of data ?? []) seen.set(option.id, option);
  const label = useEquipmentLabel(value, seen);

  const options = (data ?? []).map((option) => ({
    value: option.id,
    label: equipmentLabel(option),
    title: `${option.project_name} / ${option.device_name}`,
  }));
  if (typeof value === 'number' && !options.some((option) => option.value === value)) {
    options.unshift({ value, label: label ?? `#${value}`, title: '' });
  }
  return (
    <Select
      id={id}
      size={size}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      allowClear
      loading={isFetching}
      disabled={disabled}
      placeholder={placeholder || t('form.equipmentSearch')}
      value={typeof value === 'number' ? value : undefined}
      options={options}
      notFoundContent={isFetching ? t('form.searching') : t('form.noMatch')}
      onChange={(next: number | undefined) => onChange(next ?? undefined)}
      style={{ width: '100%' }}
    />
  );
}
