import { FIELD_RIGHTS, type FieldRight } from '@app/contract';
import { Radio, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BoundItem } from '../api/workflows';

interface Props {
  items: BoundItem[];
  loading: boolean;
  /** Item key to right; an item not named is read. */
  value: Record<string, FieldRight> | undefined;
  disabled: boolean;
  onChange(value: Record<string, FieldRight> | undefined): void;
}

/** What the approver may do with each item of the bound forms: read, edit or not see it. */
export function FieldRights({ items, loading, value, disabled, onChange }: Props) {
  const { t } = useTranslation();
  const set = (key: string, right: FieldRight) => {
    // Read is the default: only the others are stored.
    const { [key]: _, ...rest } = value ?? {};
    const next = right === 'read' ? rest : { ...rest, [key]: right };
    onChange(Object.keys(next).length > 0 ? next : undefined);
  };
  return (
    <Table<BoundItem>
      size="small"
      rowKey="key"
      pagination={false}
      loading={loading}
      dataSource={items}
      locale={{ emptyText: t('workflow.noBoundItems') }}
      scroll={{ x: 'max-content' }}
      columns={[
        {
          key: 'title',
          title: t('workflow.item'),
          render: (_, item) => (
            <>
              <div>{item.title}</div>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {item.key}
              </Typography.Text>
            </>
          ),
        },
        {
          key: 'right',
          title: t('workflow.right'),
          width: 210,
          render: (_, item) => (
            <Radio.Group
              size="small"
              aria-label={t('workflow.rightOf', { title: item.title })}
              disabled={disabled}
              value={value?.[item.key] ?? 'read'}
              onChange={(event) => set(item.key, event.target.value as FieldRight)}
              options={FIELD_RIGHTS.map((right) => ({ value: right, label: t(`workflow.fieldRight.${right}`) }))}
            />
          ),
        },
      ]}
    />
  );
}
