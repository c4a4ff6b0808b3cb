import { z } from 'zod';

/** A role as pickers show it (`GET /api/role/options`). */
export const RoleOption = z.object({ name: z.string(), title: z.string(), builtin: z.boolean() });
export type RoleOption = z.infer<typeof RoleOption>;
