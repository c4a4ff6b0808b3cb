import {
  type FieldErrors,
  type FormItem,
  formItems,
  isShown,
  type JsonSchema,
  type SignatureValue,
  type UiSchema,
} from '@app/contract';
import type { ErrorSchema } from '@rjsf/utils';
import { ErrorSchemaBuilder } from '@rjsf/utils';

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

/** The server's field errors (code 2, keyed `item` or `item.row.column`) as rjsf's error schema. */
export function serverErrorSchema(errors: FieldErrors | undefined): ErrorSchema | undefined {
  if (!errors || Object.keys(errors).length === 0) return undefined;
  const builder = new ErrorSchemaBuilder();
  for (const [key, messages] of Object.entries(errors)) {
    const path = key === '' ? [] : key.split('.');
    builder.addErrors(messages, path);
  }
  return builder.ErrorSchema;
}

/** The first item key the errors name, in the form's order, to scroll to. */
export function firstErrorKey(items: readonly FormItem[], errors: FieldErrors | ErrorSchema | undefined) {
  if (!errors) return undefined;
  const keys = new Set(Object.keys(errors).map((key) => key.split('.')[0]));
  return items.find((item) => keys.has(item.key))?.key;
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
