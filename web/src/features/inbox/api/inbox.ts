import { InboxCalls } from '@app/contract';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { useOwnerKey } from '../../../stores/session';

export const INBOX_PAGE_SIZE = 15;

/** One page of the caller's notifications, newest first; only unread ones when asked. */
export function useInbox(page: number, unreadOnly: boolean) {
  const ownerKey = useOwnerKey();
  return useQuery({
    queryKey: ['inbox', ownerKey, 'list', page, unreadOnly],
    queryFn: () =>
      call(InboxCalls.list, {
        query: {
          page,
          'per-page': INBOX_PAGE_SIZE,
          sort: '-created_at',
          ...(unreadOnly ? { unread: 'true' as const } : {}),
        },
        hideLoading: true,
      }),
    enabled: ownerKey !== null,
    placeholderData: keepPreviousData,
  });
}

/**
 * How many notifications are unread, for the top bar's badge: asked once a minute, and only while
 * the tab is visible (react-query pauses an interval in a hidden tab). Silent: a badge never warns.
 */
export function useUnreadCount() {
  const ownerKey = useOwnerKey();
  const query = useQuery({
    queryKey: ['inbox', ownerKey, 'unread-count'],
    queryFn: () => call(InboxCalls.unreadCount, { hideLoading: true, silent: true }).catch(() => ({ count: 0 })),
    enabled: ownerKey !== null,
    refetchInterval: 60_000,
    refetchIntervalInBackground: false,
  });
  return query.data?.count ?? 0;
}

/** Marks the named notifications read, or all when none are named. */
export const markRead = (ids: number[] = []) => call(InboxCalls.read, { body: { ids }, hideLoading: true });

export const refreshInbox = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: ['inbox'] });
