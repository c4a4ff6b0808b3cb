import { z } from '../zod.js';
import { requiredString } from './fields.js';

export const ChangeOwnerQuery = z.object({ key: requiredString(64) });
export type ChangeOwnerQuery = z.infer<typeof ChangeOwnerQuery>;

/** What a successful owner switch answers (SPEC §7 basics/change-owner). */
export const ChangedOwner = z.object({ key: z.string(), name: z.string(), logo: z.string() });
export type ChangedOwner = z.infer<typeof ChangedOwner>;
