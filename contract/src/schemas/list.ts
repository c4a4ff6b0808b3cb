import { z } from 'zod';
import { PAGE_SIZES } from '../constants.js';

/**
 * Query of every list call (DESIGN §3): `page` (1-based), `per-page` (15, 30, 50, 100, 1000 or -1 for
 * all), `sort` (`field` ascending, `-field` descending). Each list checks `sort` against its own
 * allowlist on the server.
 */
export const ListQuery = z.object({
  page: z.coerce.number({ error: 'validation.invalidType' }).int().min(1, { error: 'validation.invalid' }).default(1),
  'per-page': z.coerce
    .number({ error: 'validation.invalidType' })
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), { error: 'validation.invalid' })
    .default(-1),
  sort: z
    .string()
    .regex(/^-?[a-z_]{1,40}$/, { error: 'validation.invalid' })
    .optional(),
});
export type ListQuery = z.infer<typeof ListQuery>;
