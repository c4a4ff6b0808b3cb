import { CheckCircleFilled } from '@ant-design/icons';
import type { EquipmentPoints } from '@app/contract';
import { CATEGORY_SYMBOL_MAX } from '@app/contract';
import { Checkbox, Flex, Input, Table, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../../../lib/use-is-phone';
import { cellKey, type Plan, setSymbol, toggle } from './point-grid';

type Step = EquipmentPoints['steps'][number];
type Category = EquipmentPoints['categories'][number];

interface Props {
  grid: EquipmentPoints;
  plan: Plan;
  editable: boolean;
  onChange(plan: Plan): void;
}

/**
 * The ITP as a table: a row per process step in route order, a column per inspection category, a
 * cell ticked where the category applies at that step, holding its plan symbol. A point a report has
 * closed shows its done mark. Wider than a phone, it scrolls sideways with the steps kept in view.
 */
export function PointGrid({ grid, plan, editable, onChange }: Props) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const done = new Map(
    grid.points
      .filter((point) => point.actual_symbol !== null)
      .map((point) => [cellKey(point.process_id, point.category_id), point]),
  );

  const cell = (step: Step, category: Category) => {
    const key = cellKey(step.id, category.id);
    const symbol = plan.get(key);
    const closed = done.get(key);
    const label = `${step.name} · ${category.name}`;
    const mark = closed && (
      <Tooltip title={t('equipment.done', { date: closed.actual_date ?? '', symbol: closed.actual_symbol })}>
        <CheckCircleFilled
          style={{ color: '#389e0d' }}
          aria-label={t('equipment.done', { date: closed.actual_date ?? '', symbol: closed.actual_symbol })}
        />
      </Tooltip>
    );
    if (!editable) {
      return symbol === undefined ? (
        <Typography.Text type="secondary">—</Typography.Text>
      ) : (
        <Flex gap={4} justify="center" align="center">
          <Tag color="blue" style={{ marginInlineEnd: 0, fontWeight: 600 }}>
            {symbol}
          </Tag>
          {mark}
        </Flex>
      );
    }
    return (
      <Flex gap={6} justify="center" align="center">
        <Checkbox
          checked={symbol !== undefined}
          aria-label={label}
          onChange={() => onChange(toggle(plan, step.id, category))}
        />
        {symbol !== undefined && (
          <Input
            size="small"
            value={symbol}
            maxLength={CATEGORY_SYMBOL_MAX}
            status={symbol.trim() === '' ? 'error' : undefined}
            aria-label={t('equipment.symbolOf', { label })}
            onChange={(event) => onChange(setSymbol(plan, step.id, category.id, event.target.value))}
            style={{ width: 44, textAlign: 'center', fontWeight: 600 }}
          />
        )}
        {mark}
      </Flex>
    );
  };

  return (
    <Table<Step>
      rowKey="id"
      size="small"
      bordered
      pagination={false}
      dataSource={grid.steps}
      scroll={{ x: 'max-content' }}
      columns={[
        {
          key: 'step',
          title: t('equipment.step'),
          fixed: 'left',
          width: phone ? 116 : 200,
          render: (_v, step) => (
            <Typography.Text>
              <Typography.Text type="secondary">{step.step}. </Typography.Text>
              {step.name}
            </Typography.Text>
          ),
        },
        ...grid.categories.map((category) => ({
          key: String(category.id),
          title: (
            <Flex vertical align="center" gap={2}>
              <span style={{ whiteSpace: 'nowrap' }}>{category.name}</span>
              <Tag style={{ marginInlineEnd: 0 }}>{category.plan_symbol}</Tag>
            </Flex>
          ),
          align: 'center' as const,
          width: editable ? 104 : 88,
          render: (_v: unknown, step: Step) => cell(step, category),
        })),
      ]}
    />
  );
}
