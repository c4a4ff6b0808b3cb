import { DICT_PLATFORM_SCOPE, type DictScope } from '@app/contract';
import { Select } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useDictScopes } from '../api/dict-items';

/** 平台 first, then each ordinary owner by key; a disabled owner says so. */
export const scopeOptions = (t: TFunction, scopes: DictScope[] | undefined) => [
  { value: DICT_PLATFORM_SCOPE, label: t('dictionary.platform') },
  ...(scopes ?? []).map((scope) => ({
    value: scope.key,
    label: scope.enabled
      ? `${scope.name}(${scope.key})`
      : `${scope.name}(${scope.key},${t('dictionary.ownerDisabled')})`,
  })),
];

/** The scope of an item as a form control: DICT_PLATFORM_SCOPE or an owner key. */
export function ScopeSelect(props: { value?: string; onChange?: (value: string) => void; id?: string }) {
  const { t } = useTranslation();
  const scopes = useDictScopes();
  return (
    <Select
      {...props}
      showSearch={{ optionFilterProp: 'label' }}
      loading={scopes.isLoading}
      options={scopeOptions(t, scopes.data)}
    />
  );
}
