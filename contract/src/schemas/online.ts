import { NoData, ownerCalls } from '../call.js';
import type { PageKey } from '../routes.js';
import { z } from '../zod.js';
import { idParam } from './fields.js';
import { defineList, ListQuery, listData } from './list.js';

export const ONLINE_LIST = defineList({
  sort: ['username', 'name', 'created_at', 'last_seen_at', 'address'],
  defaultSort: '-last_seen_at',
  filters: { username: 'text', name: 'text', address: 'text', created_at: 'date' },
});
export const OnlineQuery = ListQuery;
export const EndSessionQuery = z.object({ id: idParam });

/** A live session of a member of the current owner. */
export const OnlineSession = z.object({
  id: z.number(),
  username: z.string(),
  name: z.string(),
  address: z.string(),
  user_agent: z.string(),
  created_at: z.string(),
  last_seen_at: z.string(),
  /** The caller's own session, which the screen does not offer to end. */
  current: z.boolean(),
});
export type OnlineSession = z.infer<typeof OnlineSession>;

const call = ownerCalls('online');

/** The online-users screen's page key: its permission guards the list and who hears people come and go. */
export const ONLINE_PAGE = 'control-online' satisfies PageKey;

/** The online-users screen (`/default/control/online`, page key `control-online`). */
export const OnlineCalls = {
  list: call('GET', '/online/index', { query: OnlineQuery, response: listData(OnlineSession) }),
  /** Ends a member's session (never the caller's own). */
  end: call('POST', '/online/delete', { query: EndSessionQuery, response: NoData }),
};
