import { SEARCH_DEBOUNCE_MS } from '@app/contract';
import { Select, Spin } from 'antd';
import { type CSSProperties, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountSearch } from '../api/owners';

interface Props {
  value?: string;
  onChange?: (username: string | undefined) => void;
  /** Accounts not to offer, such as the owner's current administrators. */
  exclude?: string[];
  style?: CSSProperties;
  id?: string;
}

/** Picks an existing account by account name or name, searching the server as the user types. */
export function AccountSelect({ value, onChange, exclude = [], style, id }: Props) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [term, setTerm] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setTerm(typed.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const accounts = useAccountSearch(term);
  const options = (accounts.data ?? [])
    .filter((account) => !exclude.includes(account.username))
    .map((account) => ({ value: account.username, label: `${account.name}(${account.username})` }));

  return (
    <Select<string>
      id={id}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      allowClear
      value={value}
      onChange={(username) => onChange?.(username)}
      placeholder={t('configOwner.accountSearch')}
      notFoundContent={accounts.isFetching ? <Spin size="small" /> : t('configOwner.noAccount')}
      options={options}
      style={style}
    />
  );
}
