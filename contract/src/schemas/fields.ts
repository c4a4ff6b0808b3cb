import { z } from 'zod';

/**
 * Validation messages are keys; the server and the web translate them into the reader's language
 * (`validation.*` in both message catalogues). A missing field and a wrong type read differently.
 */
export const requiredString = (max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalidType') })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(max, { error: 'validation.tooLong' });
