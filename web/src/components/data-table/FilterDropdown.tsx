import { RANGE_SEPARATOR, REGION_SEPARATOR } from '@app/contract';
import { Button, DatePicker, Input, InputNumber, Select, Space } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dayjs } from '../../lib/dates';

import { useDictValues } from './dict-values';
import type { ColumnFilter } from './types';

interface Props {
  filter: ColumnFilter;
  value: string;
  onApply(value: string): void;
}

// The cascader and its divisions load with the first region filter opened, not with every table.
const RegionCascader = lazy(() => import('../region/RegionCascader').then((m) => ({ default: m.RegionCascader })));

const split = (value: string) => {
  const [from = '', to = ''] = value.split(RANGE_SEPARATOR);
  return [from, to] as const;
};

function DictSelect({ code, value, onChange }: { code: string; value: string; onChange(value: string): void }) {
  const { t } = useTranslation();
  const dict = useDictValues(code);
  return (
    <Select
      autoFocus
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={dict.isLoading}
      value={value || undefined}
      placeholder={t('dataTable.dictPlaceholder')}
      notFoundContent={dict.isLoading ? undefined : t('dataTable.dictEmpty')}
      options={(dict.data ?? []).map((item) => ({ value: item.key, label: item.value }))}
      onChange={(v: string | undefined) => onChange(v ?? '')}
      style={{ width: '100%' }}
    />
  );
}

/** The editor of one column filter; Enter or the search button applies it, reset clears it. */
export function FilterDropdown({ filter, value, onApply }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const apply = () => onApply(draft.trim());
  const [from, to] = split(draft);

  const editor = (() => {
    switch (filter.kind) {
      case 'text':
        return (
          <Input
            autoFocus
            value={draft}
            maxLength={200}
            onChange={(e) => setDraft(e.target.value)}
            onPressEnter={apply}
            placeholder={t('table.filterText')}
          />
        );
      case 'number':
        return (
          <InputNumber
            autoFocus
            value={draft === '' ? null : Number(draft)}
            onChange={(n) => setDraft(n === null ? '' : String(n))}
            onPressEnter={apply}
            style={{ width: '100%' }}
          />
        );
      case 'range':
        return (
          <Space.Compact>
            <InputNumber
              autoFocus
              placeholder={t('table.from')}
              value={from === '' ? null : Number(from)}
              onChange={(n) => setDraft(`${n ?? ''}${RANGE_SEPARATOR}${to}`)}
            />
            <InputNumber
              placeholder={t('table.to')}
              value={to === '' ? null : Number(to)}
              onChange={(n) => setDraft(`${from}${RANGE_SEPARATOR}${n ?? ''}`)}
            />
          </Space.Compact>
        );
      case 'select':
        return (
          <Select
            autoFocus
            allowClear
            value={draft || undefined}
            options={[...filter.options]}
            onChange={(v: string | undefined) => setDraft(v ?? '')}
            style={{ width: '100%' }}
          />
        );
      case 'dict':
        return <DictSelect code={filter.code} value={draft} onChange={setDraft} />;
      case 'region':
        return (
          <Suspense fallback={<Select loading disabled style={{ width: '100%' }} />}>
            <RegionCascader
              autoFocus
              value={draft ? draft.split(REGION_SEPARATOR) : []}
              onChange={(path) => setDraft(path.join(REGION_SEPARATOR))}
            />
          </Suspense>
        );
      case 'date':
        // The picker cannot end before it begins (SPEC §5); the server refuses such a range too.
        return (
          <DatePicker.RangePicker
            allowEmpty={[true, true]}
            value={[from ? dayjs(from) : null, to ? dayjs(to) : null]}
            onChange={(range) => {
              const begin = range?.[0]?.startOf('day').toISOString() ?? '';
              const end = range?.[1]?.endOf('day').toISOString() ?? '';
              setDraft(begin || end ? `${begin}${RANGE_SEPARATOR}${end}` : '');
            }}
          />
        );
    }
  })();

  return (
    <div
      style={{
        padding: 8,
        width: filter.kind === 'date' || filter.kind === 'range' || filter.kind === 'region' ? 300 : 220,
      }}
    >
      <div style={{ marginBottom: 8 }}>{editor}</div>
      <Space>
        <Button type="primary" size="small" onClick={apply}>
          {t('table.search')}
        </Button>
        <Button
          size="small"
          onClick={() => {
            setDraft('');
            onApply('');
          }}
        >
          {t('table.reset')}
        </Button>
      </Space>
    </div>
  );
}
