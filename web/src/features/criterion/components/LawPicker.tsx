import type { CriterionLaw } from '@app/contract';
import { CRITERION_SEARCH_MAX } from '@app/contract';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLawOptions } from '../api/clauses';

interface Props {
  /** The standard shown now, so its name shows even when the search does not list it. */
  value: CriterionLaw | null;
  onChange(lawId: number): void;
}

const label = (law: CriterionLaw) => `${law.code} ${law.title}`;

/** A searchable select of the owner's standards; the server searches codes and titles. */
export function LawPicker({ value, onChange }: Props) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  // Ask once typing pauses.
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim().slice(0, CRITERION_SEARCH_MAX)), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const options = useLawOptions(search);
  const laws = options.data ?? [];
  const listed = value && !laws.some((law) => law.id === value.id) ? [value, ...laws] : laws;

  return (
    <Select
      showSearch={{ filterOption: false, onSearch: setTyped }}
      value={value?.id}
      placeholder={t('criterion.pickLawHint')}
      aria-label={t('criterion.pickLaw')}
      loading={options.isFetching}
      notFoundContent={options.isFetching ? undefined : t('criterion.noLaws')}
      options={listed.map((law) => ({ value: law.id, label: label(law) }))}
      onChange={(id: number) => onChange(id)}
      style={{ width: '100%', maxWidth: 560 }}
    />
  );
}
