import { ArrowDownOutlined, ArrowUpOutlined, SettingOutlined } from '@ant-design/icons';
import type { ColumnSetting } from '@app/contract';
import { Button, Checkbox, Flex, Popover, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { moveColumn } from './column-settings';

interface Props {
  /** Column key to the title the table shows. */
  titles: ReadonlyMap<string, string>;
  arranged: ColumnSetting[];
  onChange(columns: ColumnSetting[]): void;
  onReset(): void;
}

/** The toolbar's "列设置": show or hide each column and move it up or down; saved as it changes. */
export function ColumnSettings({ titles, arranged, onChange, onReset }: Props) {
  const { t } = useTranslation();
  const visibleCount = arranged.filter((c) => c.visible).length;
  const toggle = (key: string, visible: boolean) =>
    onChange(arranged.map((c) => (c.key === key ? { ...c, visible } : c)));

  const rows = arranged.map((column, index) => {
    const last = column.visible && visibleCount === 1;
    return (
      <Flex key={column.key} align="center" justify="space-between" gap={8} style={{ padding: '2px 0' }}>
        <Tooltip title={last ? t('dataTable.lastVisible') : undefined}>
          <Checkbox checked={column.visible} disabled={last} onChange={(e) => toggle(column.key, e.target.checked)}>
            {titles.get(column.key) ?? column.key}
          </Checkbox>
        </Tooltip>
        <Flex>
          <Button
            type="text"
            size="small"
            icon={<ArrowUpOutlined />}
            aria-label={t('dataTable.moveUp')}
            disabled={index === 0}
            onClick={() => onChange(moveColumn(arranged, index, -1))}
          />
          <Button
            type="text"
            size="small"
            icon={<ArrowDownOutlined />}
            aria-label={t('dataTable.moveDown')}
            disabled={index === arranged.length - 1}
            onClick={() => onChange(moveColumn(arranged, index, 1))}
          />
        </Flex>
      </Flex>
    );
  });

  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={
        <Flex align="center" justify="space-between">
          <span>{t('dataTable.columns')}</span>
          <Button type="link" size="small" onClick={onReset}>
            {t('dataTable.columnsReset')}
          </Button>
        </Flex>
      }
      content={
        <div style={{ width: 280 }}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('dataTable.columnsHint')}
          </Typography.Text>
          <div style={{ maxHeight: 360, overflowY: 'auto', marginTop: 8 }}>{rows}</div>
        </div>
      }
    >
      <Button icon={<SettingOutlined />}>{t('dataTable.columns')}</Button>
    </Popover>
  );
}
