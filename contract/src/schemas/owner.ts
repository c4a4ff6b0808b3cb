import { defineCall } from '../call.js';
import { z } from '../zod.js';
import { requiredString } from './fields.js';
import { OwnerSummary } from './user.js';

export const ChangeOwnerQuery = z.object({ key: requiredString(64) });
export type ChangeOwnerQuery = z.infer<typeof ChangeOwnerQuery>;

/** What a successful owner switch answers (SPEC §7 basics/change-owner). */
export const ChangedOwner = z.object({ key: z.string(), name: z.string(), logo: z.string() });
export type ChangedOwner = z.infer<typeof ChangedOwner>;

/** A session without an owner may still list and choose one: that is how code 5 is resolved. */
export const OwnerCalls = {
  /** The owners the caller may switch between; `selected` marks the session's current one. */
  list: defineCall({ method: 'GET', path: '/basics/owner-list', tag: 'owner', response: z.array(OwnerSummary) }),
  change: defineCall({
    method: 'POST',
    path: '/basics/change-owner',
    tag: 'owner',
    query: ChangeOwnerQuery,
    response: ChangedOwner,
  }),
};
