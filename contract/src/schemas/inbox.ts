import { NoData, ownerCalls } from '../call.js';
import { z } from '../zod.js';
import { rowId } from './fields.js';
import { defineList, ListQuery, listData } from './list.js';

/** In-app notifications (`/inbox`): new tasks, send-backs, results, reminders and copies. */
export const INBOX_KINDS = ['task', 'sent_back', 'result', 'overdue', 'cc'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

export const InboxItem = z.object({
  id: z.number(),
  kind: z.enum(INBOX_KINDS),
  title: z.string(),
  body: z.string(),
  /** The app path it opens (a filled form's page). */
  link: z.string(),
  read: z.boolean(),
  created_at: z.string(),
});
export type InboxItem = z.infer<typeof InboxItem>;

export const INBOX_LIST = defineList({
  sort: ['created_at'],
  defaultSort: '-created_at',
  filters: { kind: 'select' },
});

const call = ownerCalls('inbox');

export const InboxCalls = {
  list: call('GET', '/inbox/list', {
    query: ListQuery.extend({ unread: z.enum(['true', 'false']).optional() }),
    response: listData(InboxItem),
  }),
  unreadCount: call('GET', '/inbox/unread-count', { response: z.object({ count: z.number() }) }),
  /** Marks the caller's items read: those named, or all when none are. */
  read: call('POST', '/inbox/read', {
    body: z.object({ ids: z.array(rowId).max(100, { error: 'validation.tooLong' }).default([]) }),
    response: NoData,
  }),
};
