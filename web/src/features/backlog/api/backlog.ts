import { BacklogCalls, Code, type ListData, type TodoItem } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { listQuery } from '../../../components/data-table/params';
import type { ListParams } from '../../../components/data-table/types';
import { alertBanner } from '../../../lib/feedback';
import { ApiError, call, signOutLocally } from '../../../lib/http';
import { i18n } from '../../../lib/i18n';
import { useOwnerKey, useSessionStore } from '../../../stores/session';
import { isSigningOut } from '../../session/public';

const EMPTY: ListData<TodoItem> = { result: [], paging: { count: 0, page: 1, perPage: -1 } };

/**
 * SPEC §8: a to-do call that cannot reach the service shows an error notice; an answer with a code
 * other than 1 is silently ignored (an empty list), except that the session has ended.
 */
export async function fetchBacklog(params: ListParams): Promise<ListData<TodoItem>> {
  try {
    return await call(BacklogCalls.list, {
      query: listQuery(params),
      hideLoading: true,
      silent: true,
    });
  } catch (error) {
    // The minute's poll is also how a session ended elsewhere (an administrator's 强制下线, another
    // sign-in) reaches an idle screen: that answer is not ignored like other codes.
    // A poll overtaken by signing out is no news to the person on their way to the login page.
    const signedIn = useSessionStore.getState().status === 'authenticated' && !isSigningOut();
    if (error instanceof ApiError && error.code === Code.NotLoggedIn) {
      if (signedIn) signOutLocally();
      return EMPTY;
    }
    const unreachable = error instanceof ApiError && error.extra.status !== 200;
    if (unreachable && signedIn) alertBanner('error', i18n.t('backlog.failed'));
    return EMPTY;
  }
}

/** How many items wait for the caller; refreshed every minute so the badge follows new submissions. */
export function useBacklogCount() {
  const ownerKey = useOwnerKey();
  const query = useQuery({
    queryKey: ['backlog', ownerKey, 'count'],
    queryFn: () => fetchBacklog({ page: 1, perPage: 15, sort: '-submit_at', filters: {} }),
    enabled: ownerKey !== null,
    refetchInterval: 60_000,
  });
  return query.data?.paging.count ?? 0;
}
