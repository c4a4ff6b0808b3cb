import { DICT_SORT_MAX, type DictItem } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { InputNumber, Switch, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alertBanner } from '../../../lib/feedback';
import { refreshDictionaries, updateDictItem } from '../api/dict-items';

/** Saves one field of an item straight from the table, then refreshes lists and filter options. */
function useItemPatch() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const patch = async (item: DictItem, body: Partial<Pick<DictItem, 'sort' | 'enabled'>>) => {
    setBusy(true);
    try {
      await updateDictItem(item.id, body);
      await refreshDictionaries(queryClient);
      alertBanner('success', t('dictionary.saved'));
    } catch {
      // The HTTP client has shown why; the cell keeps the value the server holds.
    } finally {
      setBusy(false);
    }
  };
  return { busy, patch };
}

/** The order of an item, edited in place: saved on Enter or when the field loses focus. */
export function SortCell({ item, editable }: { item: DictItem; editable: boolean }) {
  const { t } = useTranslation();
  const { busy, patch } = useItemPatch();
  const [draft, setDraft] = useState<number | null>(item.sort);
  // A save from the dialog or another cell brings a new order; the field follows it.
  useEffect(() => setDraft(item.sort), [item.sort]);
  if (!editable) return <>{item.sort}</>;
  const save = () => {
    if (draft === null || draft === item.sort) return setDraft(item.sort);
    void patch(item, { sort: draft });
  };
  return (
    <InputNumber
      size="small"
      min={0}
      max={DICT_SORT_MAX}
      precision={0}
      value={draft}
      disabled={busy}
      aria-label={t('dictionary.sort')}
      onChange={setDraft}
      onBlur={save}
      onPressEnter={save}
      style={{ width: 90 }}
    />
  );
}

export function EnabledCell({ item, editable }: { item: DictItem; editable: boolean }) {
  const { t } = useTranslation();
  const { busy, patch } = useItemPatch();
  if (!editable) {
    return (
      <Tag color={item.enabled ? 'success' : 'default'}>
        {t(item.enabled ? 'dictionary.enabled' : 'dictionary.disabled')}
      </Tag>
    );
  }
  return (
    <Switch
      size="small"
      checked={item.enabled}
      loading={busy}
      aria-label={t('dictionary.enabled')}
      checkedChildren={t('dictionary.enabled')}
      unCheckedChildren={t('dictionary.disabled')}
      onChange={(enabled) => void patch(item, { enabled })}
    />
  );
}
