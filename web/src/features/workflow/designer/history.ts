/**
 * Undo and redo over whole values (the tree is small; structural sharing keeps old ones cheap).
 * Typing into one field is one step: a change with the same `edit` key as the one before it replaces
 * the present without a new step.
 */
export interface History<T> {
  present: T;
  past: T[];
  future: T[];
  lastEdit: string | null;
}

export const HISTORY_LIMIT = 100;

export const startHistory = <T>(present: T): History<T> => ({ present, past: [], future: [], lastEdit: null });

export function commit<T>(history: History<T>, next: T, edit?: string): History<T> {
  if (Object.is(next, history.present)) return history;
  if (edit !== undefined && edit === history.lastEdit) return { ...history, present: next, future: [] };
  return {
    present: next,
    past: [...history.past, history.present].slice(-HISTORY_LIMIT),
    future: [],
    lastEdit: edit ?? null,
  };
}

export function undo<T>(history: History<T>): History<T> {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return {
    present: previous,
    past: history.past.slice(0, -1),
    future: [history.present, ...history.future],
    lastEdit: null,
  };
}

export function redo<T>(history: History<T>): History<T> {
  const [next, ...future] = history.future;
  if (next === undefined) return history;
  return { present: next, past: [...history.past, history.present].slice(-HISTORY_LIMIT), future, lastEdit: null };
}

/** Ends the typing run: the next edit of the same field is a step of its own. */
export const settle = <T>(history: History<T>): History<T> =>
  history.lastEdit === null ? history : { ...history, lastEdit: null };
