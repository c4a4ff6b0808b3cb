// Offered to other features (report/), which may not have loaded this feature's texts.
import '../texts';
import { type EquipmentOption, SEARCH_DEBOUNCE_MS } from '@app/contract';
import { Select, Spin } from 'antd';
import type { TFunction } from 'i18next';
import { type CSSProperties, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEquipmentSearch } from '../api/equipment';

const label = (t: TFunction, option: EquipmentOption) =>
  t('equipment.optionLabel', { number: option.e_number, name: option.name, project: option.project_name });

interface Props {
  value?: number;
  onChange?: (id: number | undefined) => void;
  /** The chosen equipment as the caller knows it, shown before any search has found it. */
  current?: EquipmentOption;
  /** Only equipment of this kind (copying an ITP). */
  deviceId?: number;
  /** Only equipment of this project (a report's equipment). */
  projectId?: number;
  /** Equipment not to offer (the one being copied to). */
  exclude?: number;
  style?: CSSProperties;
  id?: string;
}

/** Picks a piece of equipment the caller may see by name, batch or number (SPEC §5), searching as he types. */
export function EquipmentPicker({ value, onChange, current, deviceId, projectId, exclude, ...rest }: Props) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [term, setTerm] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setTerm(typed.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const found = useEquipmentSearch(term, { deviceId, projectId });
  const options = (found.data ?? []).filter((option) => option.id !== exclude);
  if (current && !options.some((option) => option.id === current.id)) options.unshift(current);

  return (
    <Select<number>
      {...rest}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      value={value}
      onChange={(chosen) => onChange?.(chosen)}
      placeholder={t('equipment.searchEquipment')}
      aria-label={t('equipment.chooseEquipment')}
      notFoundContent={found.isFetching ? <Spin size="small" /> : t('equipment.noMatch')}
      options={options.map((option) => ({ value: option.id, label: label(t, option) }))}
      popupMatchSelectWidth={false}
    />
  );
}
