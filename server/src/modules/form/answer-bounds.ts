import { Code, FORM_ANSWER_DEPTH_MAX, FORM_ANSWER_ENTRIES_MAX, jsonShapeProblem } from '@app/contract';
import { AppError } from '../../platform/app-error.js';
import type { MessageKey } from '../../platform/messages.js';

const BOUNDS = { depth: FORM_ANSWER_DEPTH_MAX, entries: FORM_ANSWER_ENTRIES_MAX };
const PROBLEM_KEYS = { tooDeep: 'form.answerTooDeep', tooManyEntries: 'form.answerTooManyEntries' } as const;

/**
 * Refuses (code 2) answers nested too deep or with too many entries, before anything reads them (an
 * answer nested 10,000 deep overflowed JSON.stringify's stack in the size check: a 500). Each such
 * answer is a field error under its item's key, as the schema's errors are; too many answers, under
 * `data`.
 */
export function requireBoundedAnswers(data: Record<string, unknown>): void {
  const fields: Record<string, MessageKey[]> = {};
  const keys = Object.keys(data);
  if (keys.length > FORM_ANSWER_ENTRIES_MAX) fields.data = ['form.answerTooManyEntries'];
  else {
    for (const key of keys) {
      const problem = jsonShapeProblem(data[key], BOUNDS);
      if (problem) fields[key] = [PROBLEM_KEYS[problem]];
    }
  }
  if (Object.keys(fields).length > 0) throw new AppError(Code.FieldErrors, 'form.answersInvalid', { fields });
}
