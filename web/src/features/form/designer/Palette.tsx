import { FORM_ITEM_KINDS, type FormItemKind } from '@app/contract';
import { useDraggable } from '@dnd-kit/core';
import { Button, Typography, theme } from 'antd';
import type { PointerEventHandler } from 'react';
import { useTranslation } from 'react-i18next';
import { KIND_ICONS, PALETTE_PREFIX } from './kinds';

interface PaletteProps {
  /** Click (or Enter): the item is added at the end. */
  onAdd: (kind: FormItemKind) => void;
  /** Tiles can be dragged onto the canvas (not in the phone's drawer, where a tap adds). */
  draggable: boolean;
}

/** One tile a kind: drag it onto the canvas to insert it where it is dropped, or click it to append. */
export function Palette({ onAdd, draggable }: PaletteProps) {
  const { t } = useTranslation();
  return (
    <div>
      <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8, fontSize: 12 }}>
        {t('formDesigner.paletteHint')}
      </Typography.Text>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 8 }}>
        {FORM_ITEM_KINDS.map((kind) => (
          <PaletteTile key={kind} kind={kind} onAdd={onAdd} draggable={draggable} />
        ))}
      </div>
    </div>
  );
}

function PaletteTile({ kind, onAdd, draggable }: { kind: FormItemKind } & PaletteProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { setNodeRef, listeners, isDragging } = useDraggable({
    id: `${PALETTE_PREFIX}${kind}`,
    data: { kind },
    disabled: !draggable,
  });
  return (
    <Button
      ref={setNodeRef}
      icon={KIND_ICONS[kind]}
      block
      // Only the pointer drags a tile: Enter and Space click it, which appends the item.
      onPointerDown={listeners?.onPointerDown as PointerEventHandler<HTMLElement> | undefined}
      onClick={() => onAdd(kind)}
      style={{
        justifyContent: 'flex-start',
        // Longer names (English) wrap onto a second line rather than being cut.
        height: 'auto',
        minHeight: 32,
        whiteSpace: 'normal',
        textAlign: 'start',
        lineHeight: 1.25,
        paddingBlock: 4,
        opacity: isDragging ? 0.5 : 1,
        cursor: draggable ? 'grab' : 'pointer',
        touchAction: draggable ? 'none' : undefined,
        borderColor: token.colorBorderSecondary,
      }}
    >
      <span style={{ minWidth: 0, overflowWrap: 'anywhere' }}>{t(`formDesigner.kind.${kind}`)}</span>
    </Button>
  );
}

/** What follows the pointer while a tile is dragged. */
export function PaletteTileOverlay({ kind }: { kind: FormItemKind }) {
  const { t } = useTranslation();
  return (
    <Button icon={KIND_ICONS[kind]} type="primary" ghost style={{ cursor: 'grabbing' }}>
      {t(`formDesigner.kind.${kind}`)}
    </Button>
  );
}
