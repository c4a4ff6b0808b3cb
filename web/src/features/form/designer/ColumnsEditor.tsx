import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { FORM_COLUMN_KINDS, FORM_COLUMNS_MAX, FORM_TITLE_MAX, type FormColumn } from '@app/contract';
import { Button, Checkbox, Input, Select, Space, Tooltip, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictCodeInput, MeasureFields } from './fields';
import { freeKey, newColumn, withColumnKind } from './model';

interface ColumnsEditorProps {
  columns: readonly FormColumn[];
  editable: boolean;
  /** The new columns; `edit` names what changed, so typing on in one field is one step to undo. */
  onChange: (columns: FormColumn[], edit: string) => void;
}

/** A table item's columns: key, title, kind, required and the kind's options, added, moved and removed. */
export function ColumnsEditor({ columns, editable, onChange }: ColumnsEditorProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const replace = (index: number, column: FormColumn, edit: string) =>
    onChange(
      columns.map((old, at) => (at === index ? column : old)),
      `columns.${index}.${edit}`,
    );
  const move = (from: number, to: number) => {
    const next = [...columns];
    const [moved] = next.splice(from, 1);
    if (!moved) return;
    next.splice(to, 0, moved);
    onChange(next, 'columns.move');
  };
  const add = () => {
    const key = freeKey(
      columns.map((column) => column.key),
      'col',
    );
    const title = t('formDesigner.columnTitleDefault', { n: columns.length + 1 });
    onChange([...columns, newColumn('text', key, title)], 'columns.add');
  };

  return (
    <Space orientation="vertical" size={8} style={{ width: '100%' }}>
      {columns.map((column, index) => {
        const id = (name: string) => `designer-column-${index}-${name}`;
        const label = `${t('formDesigner.columns')} ${index + 1}`;
        return (
          <fieldset
            // Columns have no id of their own; the position is what the user sees and moves.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            aria-label={label}
            style={{
              margin: 0,
              padding: 8,
              border: `1px solid ${token.colorBorderSecondary}`,
              borderRadius: token.borderRadius,
            }}
          >
            <div style={{ display: 'flex', gap: 8 }}>
              <Input
                aria-label={`${label} ${t('formDesigner.columnKey')}`}
                placeholder={t('formDesigner.columnKey')}
                value={column.key}
                maxLength={40}
                onChange={(e) => replace(index, { ...column, key: e.target.value }, 'key')}
              />
              <Input
                aria-label={`${label} ${t('formDesigner.columnTitle')}`}
                placeholder={t('formDesigner.columnTitle')}
                value={column.title}
                maxLength={FORM_TITLE_MAX}
                onChange={(e) => replace(index, { ...column, title: e.target.value }, 'title')}
              />
            </div>
            <div style={{ display: 'flex', gap: 8, alignItems: 'center', marginTop: 8 }}>
              <Select
                aria-label={`${label} ${t('formDesigner.columnKind')}`}
                value={column.kind}
                style={{ flex: 1, minWidth: 0 }}
                options={FORM_COLUMN_KINDS.map((kind) => ({ value: kind, label: t(`formDesigner.kind.${kind}`) }))}
                onChange={(kind) => replace(index, withColumnKind(column, kind), 'kind')}
              />
              <Checkbox
                checked={column.required === true}
                onChange={(e) => replace(index, { ...column, required: e.target.checked }, 'required')}
              >
                {t('formDesigner.columnRequired')}
              </Checkbox>
              {editable && (
                <Space size={0}>
                  <Tooltip title={t('formDesigner.moveUp')}>
                    <Button
                      type="text"
                      size="small"
                      icon={<ArrowUpOutlined />}
                      aria-label={`${label} ${t('formDesigner.moveUp')}`}
                      disabled={index === 0}
                      onClick={() => move(index, index - 1)}
                    />
                  </Tooltip>
                  <Tooltip title={t('formDesigner.moveDown')}>
                    <Button
                      type="text"
                      size="small"
                      icon={<ArrowDownOutlined />}
                      aria-label={`${label} ${t('formDesigner.moveDown')}`}
                      disabled={index === columns.length - 1}
                      onClick={() => move(index, index + 1)}
                    />
                  </Tooltip>
                  <Tooltip title={t('formDesigner.removeColumn')}>
                    <Button
                      type="text"
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={`${label} ${t('formDesigner.removeColumn')}`}
                      disabled={columns.length <= 1}
                      onClick={() =>
                        onChange(
                          columns.filter((_, at) => at !== index),
                          'columns.remove',
                        )
                      }
                    />
                  </Tooltip>
                </Space>
              )}
            </div>
            {column.kind === 'number' && (
              <Input
                aria-label={`${label} ${t('formDesigner.unit')}`}
                placeholder={t('formDesigner.unit')}
                value={column.unit ?? ''}
                maxLength={16}
                style={{ marginTop: 8 }}
                onChange={(e) => replace(index, { ...column, unit: e.target.value }, 'unit')}
              />
            )}
            {column.kind === 'measure' && (
              <div style={{ marginTop: 8 }}>
                <MeasureFields
                  measure={column.measure}
                  id={id}
                  onChange={(measure, edit) => replace(index, { ...column, measure }, edit)}
                />
              </div>
            )}
            {column.kind === 'dict' && (
              <div style={{ marginTop: 8 }}>
                <DictCodeInput
                  id={id('dictCode')}
                  value={column.dictCode}
                  onChange={(dictCode) => replace(index, { ...column, dictCode }, 'dictCode')}
                />
              </div>
            )}
          </fieldset>
        );
      })}
      {editable && (
        <Button type="dashed" block icon={<PlusOutlined />} disabled={columns.length >= FORM_COLUMNS_MAX} onClick={add}>
          {t('formDesigner.addColumn')}
        </Button>
      )}
    </Space>
  );
}
