import { Code } from '@app/contract';
import type { FormInstance } from 'antd';
import { ApiError } from './http';

/** `processes.1.name`, the server's name of a field inside a list, as antd's path ['processes', 1, 'name']. */
const fieldPath = (name: string) => name.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/**
 * Puts the server's field errors (code 2, `errdata`) under the matching form fields. Returns false
 * when the error was not a field error, so the caller can show it another way.
 */
export function applyFieldErrors(form: FormInstance, error: unknown): boolean {
  if (!(error instanceof ApiError) || error.code !== Code.FieldErrors || !error.extra.errdata) return false;
  const known = new Set(Object.keys(form.getFieldsValue(true) as Record<string, unknown>));
  const fields = Object.entries(error.extra.errdata)
    .map(([name, errors]) => ({ name: fieldPath(name), errors }))
    .filter(({ name }) => known.has(String(name[0])));
  form.setFields(fields);
  return fields.length > 0;
}
