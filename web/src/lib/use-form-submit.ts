import type { FormInstance } from 'antd';
import { useState } from 'react';
import { applyFieldErrors } from './form-errors';
import { ApiError } from './http';

/**
 * Runs a form's silent save: field errors (code 2) go under their fields, any other failure becomes
 * `problem`, for the form to show above its fields.
 */
export function useFormSubmit(form: FormInstance) {
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const run = async (save: () => Promise<void>) => {
    setSaving(true);
    setProblem(null);
    try {
      await save();
    } catch (error) {
      if (!applyFieldErrors(form, error)) setProblem(error instanceof ApiError ? error.msg : String(error));
    } finally {
      setSaving(false);
    }
  };
  return { saving, problem, run, clearProblem: () => setProblem(null) };
}
