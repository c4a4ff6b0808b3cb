import { Code, FormCalls, type FormSaveBody } from '@app/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/http';
import { currentLanguage } from '../../../lib/i18n';
import { saveInstance } from '../api/forms';

/** How often a changed draft is saved while it is being filled. */
export const AUTO_SAVE_MS = 30_000;

export interface AutoSaveState {
  /** When the draft was last saved, by hand or automatically. */
  savedAt: Date | null;
  /** The server refused a save as a conflict (someone else saved): its message; saving has stopped. */
  conflict: string | null;
  /** The server's field errors of the last save. */
  fieldErrors: Record<string, string[]> | undefined;
}

interface Options {
  id: number;
  revision: number;
  /** Whether the draft may be saved at all (editable and not yet submitted). */
  enabled: boolean;
  /** The answers as saved (hidden ones dropped), read when a save starts. */
  answers(): Record<string, unknown>;
}

/**
 * Sends a save the page may not outlive (closing the tab, going away): `keepalive` lets the browser
 * finish it after the page has gone, with the headers the HTTP client sends (X-Requested-With is
 * what the server takes as the proof against cross-site requests).
 */
export function sendOnLeave(body: FormSaveBody): Promise<Response> {
  return fetch(`/api${FormCalls.saveInstance.path}`, {
    method: FormCalls.saveInstance.method,
    keepalive: true,
    credentials: 'include',
    headers: {
      'X-Requested-With': 'XMLHttpRequest',
      'Accept-Language': currentLanguage(),
      Accept: 'application/json',
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  });
}

/** What the saves of one draft share: the revision to name, the changes made and saved, the queue. */
class SaveBook {
  /** Counts changes; `savedChange` is the count the last successful save carried. */
  changes = 0;
  savedChange = 0;
  stopped = false;
  inFlight = 0;
  queue: Promise<unknown> = Promise.resolve();
  constructor(public revision: number) {}
  dirty() {
    return this.changes !== this.savedChange;
  }
  saved(change: number, revision: number) {
    this.revision = revision;
    this.savedChange = Math.max(this.savedChange, change);
  }
  /** Runs `task` after the saves before it, whatever they ended in. */
  enqueue<T>(task: () => Promise<T>): Promise<T> {
    const next = this.queue.then(task, task);
    this.queue = next.catch(() => undefined);
    return next;
  }
}

/**
 * Saves a draft being filled: every 30 s when changed, and when the filler leaves (another route,
 * the tab hidden or closed). Saves go one after another, each naming the revision the last one
 * answered; a conflict stops saving until the page loads the form again (the page mounts this anew
 * for each loaded revision).
 */
export function useAutoSave({ id, revision, enabled, answers }: Options) {
  const [state, setState] = useState<AutoSaveState>({ savedAt: null, conflict: null, fieldErrors: undefined });
  const book = useRef(new SaveBook(revision)).current;
  const latest = useRef({ id, enabled, answers });
  latest.current = { id, enabled, answers };

  const markChanged = useCallback(() => {
    book.changes += 1;
  }, [book]);

  /** Saves now if changed (or when `force`); resolves when saved, rejects with the server's refusal. */
  const save = useCallback(
    (options: { background?: boolean; force?: boolean } = {}) =>
      book.enqueue(async () => {
        const { enabled: on, answers: read, id: formId } = latest.current;
        if (!on || book.stopped || (!options.force && !book.dirty())) return;
        const change = book.changes;
        book.inFlight += 1;
        try {
          const saved = await saveInstance(
            { id: formId, revision: book.revision, data: read() },
            options.background ?? false,
          );
          book.saved(change, saved.revision);
          setState((s) => ({ ...s, savedAt: new Date(), fieldErrors: undefined }));
        } catch (error) {
          if (error instanceof ApiError && error.code === Code.Warning) {
            book.stopped = true;
            setState((s) => ({ ...s, conflict: error.msg }));
          } else if (error instanceof ApiError && error.code === Code.FieldErrors) {
            setState((s) => ({ ...s, fieldErrors: error.extra.errdata }));
          }
          throw error;
        } finally {
          book.inFlight -= 1;
        }
      }),
    [book],
  );

  /** Runs `action` (a submit) after the saves in flight, with the revision they leave. */
  const afterSaves = useCallback(
    <T>(action: (revision: number) => Promise<T>) => book.enqueue(() => action(book.revision)),
    [book],
  );

  useEffect(() => {
    if (!enabled) return;
    const timer = setInterval(() => void save({ background: true }).catch(() => undefined), AUTO_SAVE_MS);
    return () => clearInterval(timer);
  }, [enabled, save]);

  // Leaving: the page may be gone before an answer, so the save is sent with keepalive.
  useEffect(() => {
    if (!enabled) return;
    const flush = () => {
      const { answers: read, id: formId, enabled: on } = latest.current;
      // Not when saving ended (the form was submitted): only when the filler leaves a draft.
      if (!on || book.stopped || !book.dirty() || book.inFlight > 0) return;
      const change = book.changes;
      book.inFlight += 1;
      const sent = sendOnLeave({ id: formId, revision: book.revision, data: read() })
        .then((response) => response.json())
        .then((envelope: { code: number; msg: string; data: { revision: number } }) => {
          if (envelope.code === Code.Success) {
            book.saved(change, envelope.data.revision);
            setState((s) => ({ ...s, savedAt: new Date() }));
          } else if (envelope.code === Code.Warning) {
            book.stopped = true;
            setState((s) => ({ ...s, conflict: envelope.msg }));
          }
        })
        .catch(() => undefined)
        .finally(() => {
          book.inFlight -= 1;
        });
      book.enqueue(() => sent);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibility);
      // Going to another route unmounts the page.
      flush();
    };
  }, [enabled, book]);

  return { ...state, save, afterSaves, markChanged };
}
