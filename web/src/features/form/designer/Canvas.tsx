import { BranchesOutlined, CopyOutlined, DeleteOutlined, HolderOutlined } from '@ant-design/icons';
import { useDndContext, useDroppable } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Empty, Space, Tag, Tooltip, Typography, theme } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CANVAS_ID, KIND_ICONS, PALETTE_PREFIX } from './kinds';
import type { Entry } from './state';

interface CanvasProps {
  entries: readonly Entry[];
  selectedId: string | null;
  /** Ids of the items with a mistake (the designer's own checks or the server's). */
  invalid: ReadonlySet<string>;
  /** How each condition reads: item id → `当“外观”为“不合格”时显示`. */
  conditionTips: ReadonlyMap<string, string>;
  editable: boolean;
  phone: boolean;
  onSelect: (id: string) => void;
  onDuplicate: (id: string) => void;
  onRemove: (id: string) => void;
}

/** The items in order, one card each, sorted by dragging their handle (or with the keyboard). */
export function Canvas({ entries, phone, ...props }: CanvasProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { setNodeRef, isOver } = useDroppable({ id: CANVAS_ID, disabled: !props.editable });
  const { active } = useDndContext();
  const fromPalette = String(active?.id ?? '').startsWith(PALETTE_PREFIX);
  return (
    <section aria-label={t('formDesigner.canvas')}>
      <div
        ref={setNodeRef}
        style={{
          minHeight: 240,
          padding: phone ? 0 : 12,
          paddingBottom: phone ? 0 : 48,
          borderRadius: token.borderRadiusLG,
          border: phone ? undefined : `1px dashed ${fromPalette && isOver ? token.colorPrimary : token.colorBorder}`,
          background: phone ? undefined : token.colorFillQuaternary,
        }}
      >
        {entries.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={phone ? t('formDesigner.emptyPhone') : t('formDesigner.empty')}
            style={{ paddingTop: 48 }}
          />
        ) : (
          <SortableContext items={entries.map((entry) => entry.id)} strategy={verticalListSortingStrategy}>
            <Space orientation="vertical" size={8} style={{ width: '100%' }}>
              {entries.map((entry) => (
                <ItemCard key={entry.id} entry={entry} fromPalette={fromPalette} {...props} />
              ))}
            </Space>
          </SortableContext>
        )}
      </div>
    </section>
  );
}

function ItemCard({
  entry,
  selectedId,
  invalid,
  conditionTips,
  editable,
  fromPalette,
  onSelect,
  onDuplicate,
  onRemove,
}: Omit<CanvasProps, 'entries' | 'phone'> & { entry: Entry; fromPalette: boolean }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { item } = entry;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging, isOver } =
    useSortable({ id: entry.id, disabled: !editable });
  const selected = entry.id === selectedId;
  const node = useRef<HTMLDivElement | null>(null);
  const ref = (element: HTMLDivElement | null) => {
    node.current = element;
    setNodeRef(element);
  };
  // A card selected by adding, duplicating or undoing comes into view.
  useEffect(() => {
    if (selected) node.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [selected]);
  const bad = invalid.has(entry.id);
  const section = item.kind === 'section';
  const tip = conditionTips.get(entry.id);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the title button selects by keyboard
    <div
      ref={ref}
      data-testid={`designer-card-${item.key}`}
      aria-current={selected ? 'true' : undefined}
      onClick={() => onSelect(entry.id)}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 2 : undefined,
        opacity: isDragging ? 0.85 : 1,
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        padding: '8px 8px 8px 4px',
        background: section ? token.colorFillSecondary : token.colorBgContainer,
        borderStyle: 'solid',
        borderWidth: 1,
        borderColor: bad ? token.colorError : selected ? token.colorPrimary : token.colorBorderSecondary,
        // Where a tile dragged from the palette would land: a line above the card.
        ...(fromPalette && isOver ? { borderTopWidth: 3, borderTopColor: token.colorPrimary } : {}),
        boxShadow: selected ? `0 0 0 2px ${token.colorPrimaryBg}` : isDragging ? token.boxShadowSecondary : undefined,
        borderRadius: token.borderRadius,
        cursor: 'pointer',
      }}
    >
      {editable && (
        <Button
          ref={setActivatorNodeRef}
          type="text"
          size="small"
          icon={<HolderOutlined />}
          aria-label={t('formDesigner.dragHandle', { title: item.title })}
          style={{ cursor: 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
        />
      )}
      <span style={{ color: token.colorTextSecondary }}>{KIND_ICONS[item.kind]}</span>
      <div style={{ flex: 1, minWidth: 0 }}>
        <button
          type="button"
          style={{
            all: 'unset',
            cursor: 'pointer',
            display: 'block',
            maxWidth: '100%',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
            fontWeight: section ? 600 : undefined,
          }}
        >
          {item.required && (
            <span style={{ color: token.colorError, marginRight: 4 }} title={t('formDesigner.required')}>
              *
            </span>
          )}
          {item.title || <Typography.Text type="secondary">—</Typography.Text>}
        </button>
        <Space size={4} wrap style={{ marginTop: 2 }}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t(`formDesigner.kind.${item.kind}`)} · {item.key}
          </Typography.Text>
          {tip && (
            <Tooltip title={tip}>
              <Tag icon={<BranchesOutlined />} color="processing" style={{ marginInlineEnd: 0 }}>
                {t('formDesigner.conditional')}
              </Tag>
            </Tooltip>
          )}
          {bad && (
            <Tag color="error" style={{ marginInlineEnd: 0 }}>
              {t('formDesigner.hasErrors')}
            </Tag>
          )}
        </Space>
      </div>
      {editable && (
        <Space size={0}>
          <Tooltip title={t('formDesigner.duplicate')}>
            <Button
              type="text"
              size="small"
              icon={<CopyOutlined />}
              aria-label={`${t('formDesigner.duplicate')} ${item.title}`}
              onClick={(event) => {
                event.stopPropagation();
                onDuplicate(entry.id);
              }}
            />
          </Tooltip>
          <Tooltip title={t('formDesigner.delete')}>
            <Button
              type="text"
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={`${t('formDesigner.delete')} ${item.title}`}
              onClick={(event) => {
                event.stopPropagation();
                onRemove(entry.id);
              }}
            />
          </Tooltip>
        </Space>
      )}
    </div>
  );
}
