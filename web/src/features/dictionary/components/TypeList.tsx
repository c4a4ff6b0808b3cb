import { DeleteOutlined, EditOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import type { DictType } from '@app/contract';
import { Button, Card, Empty, Flex, Input, Skeleton, Tag, Tooltip, Typography, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  types: DictType[] | undefined;
  loading: boolean;
  selectedId: number | null;
  onSelect(type: DictType): void;
  /** Absent when the caller may not create, edit or delete. */
  onCreate?: () => void;
  onEdit?: (type: DictType) => void;
  onDelete?: (type: DictType) => void;
}

const matches = (type: DictType, search: string) =>
  type.code.includes(search.toLowerCase()) || type.name.toLowerCase().includes(search.toLowerCase());

/** The left pane: every dictionary type, searchable by code or name; one is selected at a time. */
export function TypeList({ types, loading, selectedId, onSelect, onCreate, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [search, setSearch] = useState('');
  const shown = (types ?? []).filter((type) => matches(type, search.trim()));

  const row = (type: DictType) => {
    const selected = type.id === selectedId;
    return (
      <Flex
        key={type.id}
        role="button"
        tabIndex={0}
        aria-pressed={selected}
        align="center"
        gap={8}
        onClick={() => onSelect(type)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') onSelect(type);
        }}
        style={{
          padding: '8px 12px',
          borderRadius: token.borderRadius,
          cursor: 'pointer',
          background: selected ? token.controlItemBgActive : undefined,
          borderInlineStart: `3px solid ${selected ? token.colorPrimary : 'transparent'}`,
        }}
      >
        <div style={{ flex: 1, minWidth: 0 }}>
          <Typography.Text strong={selected} ellipsis style={{ display: 'block' }}>
            {type.name}
          </Typography.Text>
          <Typography.Text type="secondary" code ellipsis style={{ fontSize: 12 }}>
            {type.code}
          </Typography.Text>
        </div>
        <Tag variant="filled">{t('dictionary.itemCount', { count: type.item_count })}</Tag>
        {onEdit && (
          <Tooltip title={t('dictionary.edit')}>
            <Button
              type="text"
              size="small"
              icon={<EditOutlined />}
              aria-label={t('dictionary.edit')}
              onClick={(e) => {
                e.stopPropagation();
                onEdit(type);
              }}
            />
          </Tooltip>
        )}
        {onDelete && (
          <Tooltip title={t('dictionary.delete')}>
            <Button
              type="text"
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('dictionary.delete')}
              onClick={(e) => {
                e.stopPropagation();
                onDelete(type);
              }}
            />
          </Tooltip>
        )}
      </Flex>
    );
  };

  const body = () => {
    if (loading) return <Skeleton active paragraph={{ rows: 6 }} />;
    if (shown.length === 0) {
      const text = types && types.length > 0 ? t('dictionary.noMatch') : t('dictionary.typesEmpty');
      return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} />;
    }
    return (
      <Flex vertical gap={2}>
        {shown.map(row)}
      </Flex>
    );
  };

  return (
    <Card
      title={t('dictionary.types')}
      variant="borderless"
      extra={
        onCreate && (
          <Button type="primary" size="small" icon={<PlusOutlined />} onClick={onCreate}>
            {t('dictionary.newType')}
          </Button>
        )
      }
      styles={{ body: { padding: 12 } }}
    >
      <Input
        allowClear
        prefix={<SearchOutlined />}
        placeholder={t('dictionary.searchTypes')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        style={{ marginBottom: 12 }}
      />
      <div style={{ maxHeight: 'calc(100vh - 300px)', minHeight: 240, overflowY: 'auto' }}>{body()}</div>
    </Card>
  );
}
