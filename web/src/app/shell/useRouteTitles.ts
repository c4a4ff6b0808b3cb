import { RouteTitleCalls, type RouteTitles } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/http';
import { useOwnerKey } from '../../stores/session';

/** The route editor invalidates this key after a change, so the breadcrumb and menus follow at once. */
export const ROUTE_TITLES_KEY = 'route-titles';

/**
 * The owner's own page titles, fetched once per owner; pages without one keep the registry's title.
 * A failed load is not worth a banner: the registry's titles are shown instead.
 */
export function useRouteTitles(): RouteTitles | undefined {
  const ownerKey = useOwnerKey();
  return useQuery({
    queryKey: [ROUTE_TITLES_KEY, ownerKey],
    enabled: ownerKey !== null,
    queryFn: () => call(RouteTitleCalls.titles, { hideLoading: true, silent: true }),
    staleTime: Number.POSITIVE_INFINITY,
  }).data;
}
