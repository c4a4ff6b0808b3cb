import type { EquipmentOption } from '@app/contract';
import type { WidgetProps } from '@rjsf/utils';
import { Select } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Plain, useControlSize } from './common';
import { useEquipmentById, useEquipmentOptions } from './pickers-api';

/** "泵体 · E-001 · 批次 B1". */
export const equipmentLabel = (option: EquipmentOption) =>
  [option.name, option.e_number, option.batch].filter((part) => part !== '').join(' · ');

const SEARCH_DELAY_MS = 300;

/**
 * The label of a stored equipment id: from the options already seen (the one picked), else asked
 * for by id; its number while that answer comes or when the caller may not read the piece.
 */
function useEquipmentLabel(value: unknown, seen: Map<number, EquipmentOption>) {
  const stored = typeof value === 'number' ? value : undefined;
  const known = stored === undefined ? undefined : seen.get(stored);
  const { data } = useEquipmentById(known ? undefined : stored);
  if (stored === undefined) return undefined;
  const option = known ?? data ?? undefined;
  return option ? equipmentLabel(option) : `#${stored}`;
}

/** Equipment of the owner, searched remotely by name, batch or number; stores the id. */
export function EquipmentWidget({ id, value, onChange, disabled, readonly, placeholder }: WidgetProps) {
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
  if (readonly) return <Plain>{label}</Plain>;

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
