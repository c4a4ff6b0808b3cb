import { defineCall } from '../call.js';
import { z } from '../zod.js';
import { defineList, ListQuery, listData } from './list.js';

export const AUDIT_ACTIONS = ['create', 'update', 'delete'] as const;
export const LOGIN_REASONS = ['ok', 'wrong', 'throttled', 'disabled'] as const;

export const AUDIT_LIST = defineList({
  sort: ['at', 'actor_name', 'entity', 'action'],
  defaultSort: '-at',
  /** `entity_id` matches one record's id whole: the history of that record. */
  filters: {
    at: 'date',
    actor_name: 'text',
    entity: 'text',
    entity_id: 'select',
    action: 'select',
    address: 'text',
  },
});
export const LOGIN_LOG_LIST = defineList({
  sort: ['at', 'username', 'success', 'address'],
  defaultSort: '-at',
  filters: { at: 'date', username: 'text', reason: 'select', address: 'text' },
});

export const AuditQuery = ListQuery;
export const LoginLogQuery = ListQuery;

/** One row of the audit log as the screen shows it. */
export const AuditEntry = z.object({
  id: z.number(),
  at: z.string(),
  actor_name: z.string(),
  address: z.string(),
  entity: z.string(),
  entity_id: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const LoginEntry = z.object({
  id: z.number(),
  at: z.string(),
  username: z.string(),
  success: z.boolean(),
  reason: z.enum(LOGIN_REASONS),
  address: z.string(),
  user_agent: z.string(),
});
export type LoginEntry = z.infer<typeof LoginEntry>;

/** Read-only on purpose: no call changes or deletes a log row. */
export const AuditCalls = {
  /** The audit log of the caller's current owner (page key `control-audit-log`). */
  auditLog: defineCall({
    method: 'GET',
    path: '/audit-log/index',
    tag: 'audit',
    auth: 'owner',
    query: AuditQuery,
    response: listData(AuditEntry),
  }),
  /** Sign-in attempts of the whole platform, read under /config (page key `config-login-log`). */
  loginLog: defineCall({
    method: 'GET',
    path: '/login-log/index',
    tag: 'audit',
    auth: 'owner',
    query: LoginLogQuery,
    response: listData(LoginEntry),
  }),
};
