import { Code, FORM_ANSWER_DEPTH_MAX, FORM_ANSWER_ENTRIES_MAX } from '@app/contract';
import { AppError } from '../../platform/app-error.js';
import type { MessageKey } from '../../platform/messages.js';

/**
 * Why an answer's shape is refused, or null. The walk keeps its own stack, so an answer nested
 * 10,000 deep is measured, not followed down the call stack as JSON.stringify, the database driver
 * and the validator would (a RangeError there was a 500).
 */
function shapeProblem(answer: unknown): MessageKey | null {
  const pending: [value: unknown, depth: number][] = [[answer, 0]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [value, depth] = next;
    if (value === null || typeof value !== 'object') continue;
    if (depth >= FORM_ANSWER_DEPTH_MAX) return 'form.answerTooDeep';
    const entries = Array.isArray(value) ? value : Object.values(value);
    if (entries.length > FORM_ANSWER_ENTRIES_MAX) return 'form.answerTooManyEntries';
    for (const entry of entries) pending.push([entry, depth + 1]);
  }
  return null;
}

/**
 * Refuses (code 2) answers too deep or with too many entries, before anything reads them: each such
 * answer is a field error under its item's key, as the schema's errors are; too many answers, under
 * `data`.
 */
export function requireBoundedAnswers(data: Record<string, unknown>): void {
  const fields: Record<string, MessageKey[]> = {};
  const keys = Object.keys(data);
  if (keys.length > FORM_ANSWER_ENTRIES_MAX) fields.data = ['form.answerTooManyEntries'];
  else {
    for (const key of keys) {
      const problem = shapeProblem(data[key]);
      if (problem) fields[key] = [problem];
    }
  }
  if (Object.keys(fields).length > 0) throw new AppError(Code.FieldErrors, 'form.answersInvalid', { fields });
}
