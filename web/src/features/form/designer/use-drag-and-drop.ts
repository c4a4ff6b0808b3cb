import type { FormItemKind } from '@app/contract';
import {
  type Announcements,
  type CollisionDetection,
  closestCenter,
  type DndContextProps,
  type DragEndEvent,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CANVAS_ID, PALETTE_PREFIX } from './kinds';
import type { Entry } from './state';

/**
 * Where a palette tile dropped: before the card under the pointer (the card shows a line above it),
 * or at the end on the canvas below every card.
 */
function dropIndex(overId: string | number | undefined, entries: readonly Entry[]): number {
  const index = entries.findIndex((entry) => entry.id === overId);
  return index < 0 ? entries.length : index;
}

/** Cards sort among each other by their centres; a tile from the palette lands where the pointer is. */
const collisions: CollisionDetection = (args) => {
  const cards = args.droppableContainers.filter((container) => container.id !== CANVAS_ID);
  if (!String(args.active.id).startsWith(PALETTE_PREFIX)) return closestCenter({ ...args, droppableContainers: cards });
  const within = pointerWithin(args);
  const onCards = within.filter((collision) => collision.id !== CANVAS_ID);
  return onCards.length > 0 ? onCards : within;
};

interface DragAndDropOptions {
  entries: readonly Entry[];
  editable: boolean;
  /** A palette tile dropped at that place. */
  onInsert(kind: FormItemKind, index: number): void;
  /** A card dropped on another. */
  onMove(from: number, to: number): void;
}

/**
 * The designer's dragging: tiles from the palette onto the canvas, cards among each other, by pointer
 * or keyboard, each step said to a screen reader. Gives the drag context's props and the kind of the
 * tile being dragged (for the overlay), or null.
 */
export function useDragAndDrop({ entries, editable, onInsert, onMove }: DragAndDropOptions) {
  const { t } = useTranslation();
  const [dragKind, setDragKind] = useState<FormItemKind | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const titleOf = (id: string | number) => {
    const text = String(id);
    if (text.startsWith(PALETTE_PREFIX)) return t(`formDesigner.kind.${text.slice(PALETTE_PREFIX.length)}`);
    return entries.find((entry) => entry.id === text)?.item.title ?? text;
  };
  const positionOf = (id: string | number) => entries.findIndex((entry) => entry.id === id) + 1;
  // A card picked up is first over itself: dnd-kit reports that right after the pick-up, and saying
  // it "moved" to where it already is would replace the pick-up in the live region at once.
  const justPickedUp = useRef(false);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      justPickedUp.current = true;
      return t('formDesigner.dndStart', { title: titleOf(active.id) });
    },
    onDragOver: ({ active, over }) => {
      const first = justPickedUp.current;
      justPickedUp.current = false;
      if (!over || over.id === CANVAS_ID || (first && over.id === active.id)) return undefined;
      return t('formDesigner.dndOver', { title: titleOf(active.id), position: positionOf(over.id) });
    },
    onDragEnd: ({ active }) => t('formDesigner.dndEnd', { title: titleOf(active.id) }),
    onDragCancel: ({ active }) => t('formDesigner.dndCancel', { title: titleOf(active.id) }),
  };
  const onDragStart = ({ active }: DragStartEvent) => {
    const kind = active.data.current?.kind as FormItemKind | undefined;
    setDragKind(String(active.id).startsWith(PALETTE_PREFIX) && kind ? kind : null);
  };
  const onDragEnd = (event: DragEndEvent) => {
    setDragKind(null);
    const { active, over } = event;
    if (!over || !editable) return;
    if (String(active.id).startsWith(PALETTE_PREFIX)) {
      const kind = active.data.current?.kind as FormItemKind | undefined;
      if (kind) onInsert(kind, dropIndex(over.id, entries));
      return;
    }
    const from = entries.findIndex((entry) => entry.id === active.id);
    const to = entries.findIndex((entry) => entry.id === over.id);
    if (from >= 0 && to >= 0) onMove(from, to);
  };
  const contextProps: DndContextProps = {
    sensors,
    collisionDetection: collisions,
    onDragStart,
    onDragEnd,
    onDragCancel: () => setDragKind(null),
    accessibility: { announcements, screenReaderInstructions: { draggable: t('formDesigner.dndInstructions') } },
  };
  return { contextProps, dragKind };
}
