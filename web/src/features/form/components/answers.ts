import type { FieldErrors } from '@app/contract';
import type { ErrorSchema } from '@rjsf/utils';
import { ErrorSchemaBuilder } from '@rjsf/utils';

// The answers as data live in answer-data.ts (no @rjsf there); this adds the renderer's error schema.
export {
  type Answers,
  type FileRef,
  firstErrorKey,
  isSignature,
  itemsOf,
  type Signature,
  scrollToItem,
  visibleAnswers,
} from './answer-data';

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
