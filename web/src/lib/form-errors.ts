import { Code } from '@app/contract';
import type { FormInstance } from 'antd';
import { ApiError } from './http';

/**
 * Puts the server's field errors (code 2, `errdata`) under the matching form fields. Returns false
 * when the error was not a field error, so the caller can show it another way.
 */
export function applyFieldErrors(form: FormInstance, error: unknown): boolean {
  if (!(error instanceof ApiError) || error.code !== Code.FieldErrors || !error.extra.errdata) return false;
  const known = new Set(Object.keys(form.getFieldsValue(true) as Record<string, unknown>));
  const fields = Object.entries(error.extra.errdata)
    .filter(([name]) => known.has(name))
    .map(([name, errors]) => ({ name, errors }));
  form.setFields(fields);
  return fields.length > 0;
}
