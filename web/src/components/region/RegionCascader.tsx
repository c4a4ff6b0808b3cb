import './texts';
import { Cascader } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegions } from './regions';

interface Props {
  value?: string[];
  onChange?(value: string[]): void;
  autoFocus?: boolean;
  id?: string;
  'aria-label'?: string;
}

/**
 * Province, city and district chosen by name; any level may be the last (a province alone is a
 * region). Typing searches every level.
 */
export function RegionCascader({ value, onChange, autoFocus, id, 'aria-label': ariaLabel }: Props) {
  const { t } = useTranslation();
  // The divisions load when the picker is first used; until then the chosen names show as they are.
  const [used, setUsed] = useState(Boolean(autoFocus));
  const regions = useRegions(used);
  return (
    <Cascader
      id={id}
      aria-label={ariaLabel}
      autoFocus={autoFocus}
      options={regions.data ?? []}
      loading={used && regions.isPending}
      onOpenChange={(open) => open && setUsed(true)}
      onFocus={() => setUsed(true)}
      value={value && value.length > 0 ? value : undefined}
      onChange={(path) => onChange?.((path ?? []).map(String))}
      changeOnSelect
      showSearch
      allowClear
      placeholder={t('region.placeholder')}
      style={{ width: '100%' }}
    />
  );
}
