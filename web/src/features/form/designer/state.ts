import type { FormItem, FormItemKind } from '@app/contract';
import { freeKey, newItem, tidyItem } from './model';

/**
 * The designer's state: the items in order, the selected one, and the steps to undo and redo. Each
 * item carries an id of its own, stable while its key is edited, so a card, its drag handle and the
 * selection follow it through moves, edits and undo. Pure: the page runs it with useReducer.
 */
export interface Entry {
  id: string;
  item: FormItem;
}

export interface DesignerState {
  entries: Entry[];
  selectedId: string | null;
  past: Entry[][];
  future: Entry[][];
  /** The last edit that typing continues (`id:field`): more keystrokes in one field are one step. */
  lastEdit: string | null;
  nextId: number;
}

export const HISTORY_LIMIT = 100;

export type DesignerAction =
  | { type: 'load'; items: readonly FormItem[] }
  /** A new item of `kind` at `index` (the end without one), titled `title`; a table gets one column. */
  | { type: 'insert'; kind: FormItemKind; title: string; columnTitle: string; index?: number }
  | { type: 'move'; from: number; to: number }
  /** Replaces the item; with `edit`, an edit of the same field right after is merged into this step. */
  | { type: 'update'; id: string; item: FormItem; edit?: string }
  | { type: 'remove'; id: string }
  | { type: 'duplicate'; id: string }
  | { type: 'select'; id: string | null }
  | { type: 'undo' }
  | { type: 'redo' };

export function initialState(items: readonly FormItem[] = []): DesignerState {
  return {
    entries: items.map((item, index) => ({ id: `e${index + 1}`, item: tidyItem(item) })),
    selectedId: null,
    past: [],
    future: [],
    lastEdit: null,
    nextId: items.length + 1,
  };
}

/** The state after a change of the items: the old items become a step to undo, redo is cleared. */
function changed(state: DesignerState, entries: Entry[], extra: Partial<DesignerState> = {}): DesignerState {
  const past = [...state.past, state.entries];
  if (past.length > HISTORY_LIMIT) past.splice(0, past.length - HISTORY_LIMIT);
  return { ...state, entries, past, future: [], lastEdit: null, ...extra };
}

const keysOf = (entries: readonly Entry[]) => entries.map((entry) => entry.item.key);

/** Keeps the selection when the item is still there. */
const keptSelection = (entries: readonly Entry[], id: string | null) =>
  id !== null && entries.some((entry) => entry.id === id) ? id : null;

export function designerReducer(state: DesignerState, action: DesignerAction): DesignerState {
  switch (action.type) {
    case 'load':
      return initialState(action.items);

    case 'insert': {
      const id = `e${state.nextId}`;
      const key = freeKey(keysOf(state.entries), 'item');
      const entry = { id, item: newItem(action.kind, key, action.title, action.columnTitle) };
      const at = Math.min(Math.max(action.index ?? state.entries.length, 0), state.entries.length);
      const entries = [...state.entries.slice(0, at), entry, ...state.entries.slice(at)];
      return changed(state, entries, { selectedId: id, nextId: state.nextId + 1 });
    }

    case 'move': {
      const { from, to } = action;
      const last = state.entries.length - 1;
      if (from === to || from < 0 || to < 0 || from > last || to > last) return state;
      const entries = [...state.entries];
      const [moved] = entries.splice(from, 1);
      if (!moved) return state;
      entries.splice(to, 0, moved);
      return changed(state, entries);
    }

    case 'update': {
      const index = state.entries.findIndex((entry) => entry.id === action.id);
      const old = state.entries[index];
      if (!old) return state;
      const item = tidyItem(action.item);
      const renamed = old.item.key !== item.key ? old.item.key : null;
      // Conditions on the renamed item follow it to its new key.
      const entries = state.entries.map((entry, at) => {
        if (at === index) return { id: entry.id, item };
        if (renamed !== null && entry.item.showWhen?.key === renamed) {
          return { id: entry.id, item: { ...entry.item, showWhen: { ...entry.item.showWhen, key: item.key } } };
        }
        return entry;
      });
      const edit = action.edit === undefined ? null : `${action.id}:${action.edit}`;
      if (edit !== null && edit === state.lastEdit) return { ...state, entries };
      return { ...changed(state, entries), lastEdit: edit };
    }

    case 'remove': {
      const gone = state.entries.find((entry) => entry.id === action.id);
      if (!gone) return state;
      const rest = state.entries.filter((entry) => entry.id !== action.id);
      // A condition on the removed item would hide its item for ever: it is dropped.
      const orphaned = !rest.some((entry) => entry.item.key === gone.item.key);
      const entries = rest.map((entry) => {
        if (!orphaned || entry.item.showWhen?.key !== gone.item.key) return entry;
        const { showWhen: _, ...item } = entry.item;
        return { id: entry.id, item: item as FormItem };
      });
      return changed(state, entries, { selectedId: keptSelection(entries, state.selectedId) });
    }

    case 'duplicate': {
      const index = state.entries.findIndex((entry) => entry.id === action.id);
      const original = state.entries[index];
      if (!original) return state;
      const id = `e${state.nextId}`;
      const copy = { id, item: { ...structuredClone(original.item), key: freeKey(keysOf(state.entries), 'item') } };
      const entries = [...state.entries.slice(0, index + 1), copy, ...state.entries.slice(index + 1)];
      return changed(state, entries, { selectedId: id, nextId: state.nextId + 1 });
    }

    case 'select':
      return { ...state, selectedId: keptSelection(state.entries, action.id), lastEdit: null };

    case 'undo': {
      const previous = state.past.at(-1);
      if (!previous) return state;
      return {
        ...state,
        entries: previous,
        past: state.past.slice(0, -1),
        future: [state.entries, ...state.future],
        lastEdit: null,
        selectedId: keptSelection(previous, state.selectedId),
      };
    }

    case 'redo': {
      const next = state.future[0];
      if (!next) return state;
      return {
        ...state,
        entries: next,
        past: [...state.past, state.entries].slice(-HISTORY_LIMIT),
        future: state.future.slice(1),
        lastEdit: null,
        selectedId: keptSelection(next, state.selectedId),
      };
    }
  }
}

export const itemsOf = (state: DesignerState): FormItem[] => state.entries.map((entry) => entry.item);
