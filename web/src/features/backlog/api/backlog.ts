import type { ListData, TodoItem } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { alertBanner } from '../../../lib/feedback';
import { ApiError, http } from '../../../lib/http';
import { i18n } from '../../../lib/i18n';
import { useSessionStore } from '../../../stores/session';

export interface BacklogParams {
  page: number;
  perPage: number;
  sort: string;
}

const EMPTY: ListData<TodoItem> = { result: [], paging: { count: 0, page: 1, perPage: -1 } };

/**
 * SPEC §8: a to-do call that cannot reach the service shows an error notice; an answer with a code
 * other than 1 is silently ignored (an empty list).
 */
async function fetchBacklog(params: BacklogParams): Promise<ListData<TodoItem>> {
  try {
    return await http.get<ListData<TodoItem>>('/backlog/index', {
      query: { page: params.page, 'per-page': params.perPage, sort: params.sort },
      hideLoading: true,
      silent: true,
    });
  } catch (error) {
    const unreachable = error instanceof ApiError && error.extra.status !== 200;
    if (unreachable) alertBanner('error', i18n.t('backlog.failed'));
    return EMPTY;
  }
}

/** Refreshed every minute, so the badge follows new submissions without a reload. */
export function useBacklog(params: BacklogParams, enabled = true) {
  const ownerKey = useSessionStore((s) => s.owner?.key ?? null);
  return useQuery({
    queryKey: ['backlog', ownerKey, params],
    queryFn: () => fetchBacklog(params),
    enabled: enabled && ownerKey !== null,
    refetchInterval: 60_000,
    placeholderData: (previous) => previous,
  });
}
