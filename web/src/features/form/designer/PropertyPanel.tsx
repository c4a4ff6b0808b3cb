import { FORM_DESCRIPTION_MAX, FORM_PHOTOS_MAX, FORM_TITLE_MAX, type FormItem, PASS_FAIL_VALUES } from '@app/contract';
import { Alert, Form, Input, InputNumber, Select, Space, Switch, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDictionaryValues } from './api';
import { ColumnsEditor } from './ColumnsEditor';
import { DictCodeInput, MeasureFields, numberOrUndefined } from './fields';
import { conditionSources } from './model';
import type { Entry } from './state';

export interface PropertyPanelProps {
  entry: Entry;
  index: number;
  items: readonly FormItem[];
  /** Field → message (already in words): the designer's checks and the server's. */
  errors: Record<string, string>;
  editable: boolean;
  /** The changed item; `edit` names the field, so typing on in it stays one step to undo. */
  onChange: (item: FormItem, edit: string) => void;
}

/** What one item is: key, title, description, required, condition and its kind's own options. */
export function PropertyPanel({ entry, index, items, errors, editable, onChange }: PropertyPanelProps) {
  const { t } = useTranslation();
  const { item } = entry;
  const field = (name: string, label: ReactNode, control: ReactNode, help?: ReactNode) => (
    <Form.Item
      label={label}
      validateStatus={errors[name] ? 'error' : undefined}
      help={errors[name] ?? help}
      style={{ marginBottom: 12, flex: 1, minWidth: 0 }}
    >
      {control}
    </Form.Item>
  );
  const set = (patch: Partial<FormItem>, edit: string) => onChange({ ...item, ...patch } as FormItem, edit);
  const id = (name: string) => `designer-${entry.id}-${name}`;

  return (
    <Form layout="vertical" component="div" disabled={!editable} requiredMark={false}>
      {errors.item && <Alert type="error" showIcon title={errors.item} style={{ marginBottom: 12 }} />}
      {field(
        'key',
        <label htmlFor={id('key')}>{t('formDesigner.key')}</label>,
        <Input id={id('key')} value={item.key} maxLength={40} onChange={(e) => set({ key: e.target.value }, 'key')} />,
        t('formDesigner.keyHelp'),
      )}
      {field(
        'title',
        <label htmlFor={id('title')}>{t('formDesigner.title')}</label>,
        <Input
          id={id('title')}
          value={item.title}
          maxLength={FORM_TITLE_MAX}
          onChange={(e) => set({ title: e.target.value }, 'title')}
        />,
      )}
      {field(
        'description',
        <label htmlFor={id('description')}>{t('formDesigner.description')}</label>,
        <Input.TextArea
          id={id('description')}
          value={item.description ?? ''}
          maxLength={FORM_DESCRIPTION_MAX}
          autoSize={{ minRows: 1, maxRows: 4 }}
          placeholder={t('formDesigner.descriptionPlaceholder')}
          onChange={(e) => set({ description: e.target.value }, 'description')}
        />,
      )}
      {item.kind !== 'section' &&
        field(
          'required',
          null,
          <Space>
            <Switch
              id={id('required')}
              size="small"
              checked={item.required === true}
              onChange={(required) => set({ required }, 'required')}
            />
            <label htmlFor={id('required')}>{t('formDesigner.requiredLabel')}</label>
          </Space>,
        )}
      <ShowWhenField
        item={item}
        sources={conditionSources(items, index)}
        error={errors.showWhen}
        onChange={(showWhen) => set({ showWhen }, 'showWhen')}
      />
      <KindOptions {...{ entry, errors, editable, onChange }} field={field} set={set} id={id} />
    </Form>
  );
}

const PASS_FAIL = PASS_FAIL_VALUES;

/** Show the item only when an earlier item's answer is a value: 合格/不合格/不适用, a dictionary's, or typed. */
function ShowWhenField({
  item,
  sources,
  error,
  onChange,
}: {
  item: FormItem;
  sources: FormItem[];
  error?: string;
  onChange: (showWhen: FormItem['showWhen']) => void;
}) {
  const { t } = useTranslation();
  const source = sources.find((candidate) => candidate.key === item.showWhen?.key);
  const dictCode = source?.kind === 'dict' ? source.dictCode : '';
  const dictValues = useDictionaryValues(dictCode);
  const equals = item.showWhen?.equals ?? '';
  const pick = (key: string | undefined) => {
    if (!key) return onChange(undefined);
    const next = sources.find((candidate) => candidate.key === key);
    onChange({ key, equals: next?.kind === 'passFail' ? 'fail' : '' });
  };
  let valueControl: ReactNode = null;
  if (item.showWhen) {
    const setEquals = (value: string) => onChange({ key: item.showWhen?.key ?? '', equals: value });
    if (source?.kind === 'passFail') {
      valueControl = (
        <Select
          aria-label={t('formDesigner.showWhenEquals')}
          value={equals || undefined}
          onChange={setEquals}
          options={PASS_FAIL.map((value) => ({ value, label: t(`formDesigner.passFail.${value}`) }))}
        />
      );
    } else if (source?.kind === 'dict' && dictValues.data && dictValues.data.length > 0) {
      valueControl = (
        <Select
          aria-label={t('formDesigner.showWhenEquals')}
          value={equals || undefined}
          placeholder={t('formDesigner.showWhenValue')}
          onChange={setEquals}
          showSearch={{ optionFilterProp: 'label' }}
          options={dictValues.data.map((value) => ({ value: value.key, label: value.value }))}
        />
      );
    } else {
      valueControl = (
        <Input
          aria-label={t('formDesigner.showWhenEquals')}
          value={equals}
          maxLength={FORM_TITLE_MAX}
          placeholder={t('formDesigner.showWhenValue')}
          onChange={(e) => setEquals(e.target.value)}
        />
      );
    }
  }
  return (
    <Form.Item
      label={t('formDesigner.showWhen')}
      validateStatus={error ? 'error' : undefined}
      help={error ?? (sources.length === 0 && !item.showWhen ? t('formDesigner.showWhenNoSources') : undefined)}
      style={{ marginBottom: 12 }}
    >
      <Space orientation="vertical" style={{ width: '100%' }} size={4}>
        <Select
          aria-label={t('formDesigner.showWhen')}
          allowClear
          value={item.showWhen?.key}
          placeholder={t('formDesigner.showWhenNone')}
          onChange={pick}
          options={[
            // A condition on an item that is no longer before this one is shown as it is, to be fixed.
            ...(item.showWhen && !source ? [{ value: item.showWhen.key, label: item.showWhen.key }] : []),
            ...sources.map((candidate) => ({ value: candidate.key, label: `${candidate.title} (${candidate.key})` })),
          ]}
        />
        {valueControl && (
          <Space.Compact block>
            <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap', padding: '4px 8px 0 0' }}>
              {t('formDesigner.showWhenEquals')}
            </Typography.Text>
            <div style={{ flex: 1 }}>{valueControl}</div>
          </Space.Compact>
        )}
      </Space>
    </Form.Item>
  );
}

type Field = (name: string, label: ReactNode, control: ReactNode, help?: ReactNode) => ReactNode;

function KindOptions({
  entry,
  errors,
  editable,
  onChange,
  field,
  set,
  id,
}: Omit<PropertyPanelProps, 'index' | 'items'> & {
  field: Field;
  set: (patch: Partial<FormItem>, edit: string) => void;
  id: (name: string) => string;
}) {
  const { t } = useTranslation();
  const { item } = entry;
  switch (item.kind) {
    case 'number':
      return (
        <>
          {field(
            'unit',
            <label htmlFor={id('unit')}>{t('formDesigner.unit')}</label>,
            <Input
              id={id('unit')}
              value={item.unit ?? ''}
              maxLength={16}
              onChange={(e) => set({ unit: e.target.value }, 'unit')}
            />,
          )}
          <div style={{ display: 'flex', gap: 8 }}>
            {field(
              'minimum',
              <label htmlFor={id('minimum')}>{t('formDesigner.minimum')}</label>,
              <InputNumber
                id={id('minimum')}
                value={item.minimum}
                style={{ width: '100%' }}
                onChange={(value) => set({ minimum: numberOrUndefined(value) }, 'minimum')}
              />,
            )}
            {field(
              'maximum',
              <label htmlFor={id('maximum')}>{t('formDesigner.maximum')}</label>,
              <InputNumber
                id={id('maximum')}
                value={item.maximum}
                style={{ width: '100%' }}
                onChange={(value) => set({ maximum: numberOrUndefined(value) }, 'maximum')}
              />,
            )}
          </div>
        </>
      );
    case 'measure':
      return (
        <MeasureFields
          measure={item.measure}
          error={errors.measure}
          id={id}
          onChange={(measure, edit) => set({ measure }, edit)}
        />
      );
    case 'photo':
      return field(
        'maxCount',
        <label htmlFor={id('maxCount')}>{t('formDesigner.maxCount')}</label>,
        <InputNumber
          id={id('maxCount')}
          value={item.maxCount}
          min={1}
          max={FORM_PHOTOS_MAX}
          precision={0}
          placeholder={t('formDesigner.maxCountPlaceholder', { count: FORM_PHOTOS_MAX })}
          style={{ width: '100%' }}
          onChange={(value) => set({ maxCount: numberOrUndefined(value) }, 'maxCount')}
        />,
      );
    case 'dict':
      return field(
        'dictCode',
        <label htmlFor={id('dictCode')}>{t('formDesigner.dictCode')}</label>,
        <DictCodeInput
          id={id('dictCode')}
          value={item.dictCode}
          onChange={(dictCode) => set({ dictCode }, 'dictCode')}
        />,
      );
    case 'table':
      return field(
        'columns',
        t('formDesigner.columns'),
        <ColumnsEditor
          columns={item.columns}
          editable={editable}
          onChange={(columns, edit) => onChange({ ...item, columns }, edit)}
        />,
      );
    default:
      return null;
  }
}
