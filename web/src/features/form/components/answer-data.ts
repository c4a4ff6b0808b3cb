import { type FormItem, formItems, isShown, type JsonSchema, type SignatureValue, type UiSchema } from '@app/contract';

/*
 * The answers of a form as data, without @rjsf: the read-only view (FormView) and the fill page use
 * these, so a form only read never loads the renderer. `answers.ts` adds what only the renderer needs.
 */

export type Answers = Record<string, unknown>;

/** A stored file as a form names it: the file's id (its path, a UUID), as the upload gives it. */
export type FileRef = SignatureValue['fileId'];
export interface Signature {
  fileId: FileRef;
  signer: string;
  signedAt: string;
}

/** The items a version's two documents describe (memoised by the caller). */
export const itemsOf = (schema: JsonSchema, uiSchema: UiSchema): FormItem[] => formItems(schema, uiSchema);

/**
 * The answers as saved: those of the items shown for the answers before them (a `showWhen` names an
 * earlier item, so one pass in order decides each), without sections, which hold no answer, and
 * without keys the form does not have.
 */
export function visibleAnswers(items: readonly FormItem[], data: Answers): Answers {
  const kept: Answers = {};
  for (const item of items) {
    if (item.kind === 'section' || !isShown(item, kept)) continue;
    const value = data[item.key];
    if (value !== undefined) kept[item.key] = value;
  }
  return kept;
}

/**
 * The first item key the errors name, in the form's order, to scroll to. The errors are the
 * server's (keyed `item` or `item.row.column`) or an error schema (keyed by item at its top).
 */
export function firstErrorKey(items: readonly FormItem[], errors: object | undefined) {
  if (!errors) return undefined;
  const keys = new Set(Object.keys(errors).map((key) => key.split('.')[0]));
  return items.find((item) => keys.has(item.key))?.key;
}

/** Scrolls to an item of the form drawn (each carries its key as `data-item-key`). */
export function scrollToItem(key: string) {
  const element = document.querySelector(`[data-item-key="${key.replace(/["\\]/g, '')}"]`);
  element?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
}

/** Whether a value is a signature as the signature item stores it. */
export function isSignature(value: unknown): value is Signature {
  return (
    value !== null &&
    typeof value === 'object' &&
    'fileId' in value &&
    'signer' in value &&
    'signedAt' in value &&
    typeof value.fileId === 'string'
  );
}
