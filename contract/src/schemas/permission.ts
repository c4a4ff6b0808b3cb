import { ownerCalls } from '../call.js';
import { ACTION_TYPES } from '../permissions.js';
import { z } from '../zod.js';
import { requiredString } from './fields.js';

/** `?key=`: a page key; a key of no page answers every action off. */
export const PagePermissionQuery = z.object({ key: requiredString(128) });
export type PagePermissionQuery = z.infer<typeof PagePermissionQuery>;

/** One of the seven action types of a page for the caller's role (SPEC §6). */
export const PagePermission = z.object({
  type: z.enum(ACTION_TYPES),
  status: z.enum(['on', 'off']),
});
export type PagePermission = z.infer<typeof PagePermission>;

const call = ownerCalls('permission');

export const PermissionCalls = {
  /** The caller's roles in the current owner; the first is the current role (SPEC §6). */
  auth: call('GET', '/auth/get-auth', { response: z.array(z.string()) }),
  /** The seven action types of a page, each on or off, in the order of ACTION_TYPES. */
  pagePermission: call('GET', '/organization/get-page-permission', {
    query: PagePermissionQuery,
    response: z.array(PagePermission),
  }),
};
