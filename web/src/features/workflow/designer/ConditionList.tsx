import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  CONDITION_OPERATORS,
  CONDITION_SUBJECTS,
  type Condition,
  type ConditionOperator,
  FORM_FAMILIES,
  WORKFLOW_CONDITIONS_MAX,
} from '@app/contract';
import { Button, Input, InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { roleTitle, useRoleOptions } from '../../role/public';
import { type BoundItem, useTemplateOptions } from '../api/workflows';

const NUMERIC_KINDS = new Set(['number', 'measure']);
const EQUALITY: ConditionOperator[] = ['eq', 'neq', 'in'];

interface Props {
  value: Condition[];
  items: BoundItem[];
  disabled: boolean;
  onChange(value: Condition[]): void;
}

/** A branch's conditions, all of which must hold: subject, operator, value per row. */
export function ConditionList({ value, items, disabled, onChange }: Props) {
  const { t } = useTranslation();
  const change = (index: number, condition: Condition) =>
    onChange(value.map((c, at) => (at === index ? condition : c)));
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      {value.map((condition, index) => (
        <ConditionRow
          // biome-ignore lint/suspicious/noArrayIndexKey: conditions have no id; a row is its place.
          key={index}
          index={index}
          condition={condition}
          items={items}
          disabled={disabled}
          onChange={(next) => change(index, next)}
          onRemove={() => onChange(value.filter((_, at) => at !== index))}
        />
      ))}
      {!disabled && (
        <Button
          type="dashed"
          block
          icon={<PlusOutlined />}
          disabled={value.length >= WORKFLOW_CONDITIONS_MAX}
          onClick={() => onChange([...value, { subject: 'family', operator: 'eq', value: '' }])}
        >
          {t('workflow.addConditionRow')}
        </Button>
      )}
    </Space>
  );
}

interface RowProps {
  index: number;
  condition: Condition;
  items: BoundItem[];
  disabled: boolean;
  onChange(condition: Condition): void;
  onRemove(): void;
}

function ConditionRow({ index, condition, items, disabled, onChange, onRemove }: RowProps) {
  const { t } = useTranslation();
  const item = condition.subject.startsWith('item:')
    ? items.find((i) => i.key === condition.subject.slice(5))
    : undefined;
  const numeric = item !== undefined && NUMERIC_KINDS.has(item.kind);
  const operators = numeric ? CONDITION_OPERATORS : EQUALITY;
  const subjects = [
    {
      label: t('workflow.subjectGroup.report'),
      title: t('workflow.subjectGroup.report'),
      options: CONDITION_SUBJECTS.map((subject) => ({ value: subject, label: t(`workflow.subject.${subject}`) })),
    },
    {
      label: t('workflow.subjectGroup.item'),
      title: t('workflow.subjectGroup.item'),
      options: items.map((i) => ({ value: `item:${i.key}`, label: i.title })),
    },
  ];
  const known = subjects.some((group) => group.options.some((option) => option.value === condition.subject));
  if (!known) subjects[1]?.options.push({ value: condition.subject, label: condition.subject.slice(5) });
  return (
    <div
      style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: 8, alignItems: 'start' }}
      data-testid={`workflow-condition-${index}`}
    >
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <Select
          aria-label={t('workflow.conditionSubject')}
          value={condition.subject}
          options={subjects}
          disabled={disabled}
          showSearch={{ optionFilterProp: 'label' }}
          onChange={(subject: string) => onChange({ subject, operator: 'eq', value: '' })}
          style={{ flex: '2 1 140px', minWidth: 0 }}
        />
        <Select<ConditionOperator>
          aria-label={t('workflow.conditionOperator')}
          value={condition.operator}
          disabled={disabled}
          options={operators.map((operator) => ({ value: operator, label: t(`workflow.operator.${operator}`) }))}
          onChange={(operator) => {
            const many = operator === 'in';
            const was = Array.isArray(condition.value);
            const value = many === was ? condition.value : many ? [] : '';
            onChange({ ...condition, operator, value });
          }}
          style={{ flex: '1 1 90px', minWidth: 0 }}
        />
        <div style={{ flex: '2 1 140px', minWidth: 0 }}>
          <ConditionValue condition={condition} item={item} disabled={disabled} onChange={onChange} />
        </div>
      </div>
      {!disabled && (
        <Button
          icon={<DeleteOutlined />}
          aria-label={t('workflow.removeCondition')}
          onClick={onRemove}
          danger
          type="text"
        />
      )}
    </div>
  );
}

interface ValueProps {
  condition: Condition;
  item: BoundItem | undefined;
  disabled: boolean;
  onChange(condition: Condition): void;
}

/** The value control for a subject: a list to pick from where the values are known, else typed. */
function ConditionValue({ condition, item, disabled, onChange }: ValueProps) {
  const { t } = useTranslation();
  const templates = useTemplateOptions();
  const roles = useRoleOptions(condition.subject === 'submitterRole');
  const many = condition.operator === 'in';
  const label = t('workflow.conditionValue');
  const set = (value: Condition['value']) => onChange({ ...condition, value });

  if (item && NUMERIC_KINDS.has(item.kind) && !many) {
    return (
      <InputNumber
        aria-label={label}
        value={typeof condition.value === 'number' ? condition.value : null}
        disabled={disabled}
        onChange={(value) => set(value ?? '')}
        style={{ width: '100%' }}
      />
    );
  }
  const choices = (() => {
    switch (condition.subject) {
      case 'family':
        return FORM_FAMILIES.map((family) => ({ value: family, label: t(`workflow.family.${family}`) }));
      case 'template':
        return (templates.data ?? []).map((option) => ({ value: String(option.value), label: option.label }));
      case 'submitterRole':
        return (roles.data ?? []).map((role) => ({ value: role.name, label: roleTitle(role) }));
      default:
        return item?.kind === 'passFail'
          ? ['pass', 'fail', 'na'].map((value) => ({ value, label: t(`workflow.passFail.${value}`) }))
          : undefined;
    }
  })();
  if (choices || many) {
    const current = Array.isArray(condition.value)
      ? condition.value
      : condition.value === ''
        ? undefined
        : String(condition.value);
    return (
      <Select<string | string[]>
        aria-label={label}
        mode={many ? (choices ? 'multiple' : 'tags') : undefined}
        value={current}
        options={choices}
        disabled={disabled}
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={t('workflow.conditionValue')}
        onChange={(value) => set(value ?? '')}
        style={{ width: '100%' }}
      />
    );
  }
  return (
    <Input
      aria-label={label}
      value={typeof condition.value === 'string' ? condition.value : String(condition.value)}
      disabled={disabled}
      maxLength={200}
      placeholder={t('workflow.conditionValue')}
      onChange={(event) => set(event.target.value)}
    />
  );
}
