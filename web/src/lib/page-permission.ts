import { type ActionType, type PageKey, PermissionCalls } from '@app/contract';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useOwnerKey, useSessionStore } from '../stores/session';
import { call } from './http';

/**
 * The caller's seven permissions on a page. The shell's route guard and nearly every screen ask it, so
 * it is the app's, not a feature's. Cached per owner, role and page key for the whole session, so a
 * route change costs at most one call; an owner switch invalidates every query.
 */
export function usePagePermission(pageKey: PageKey | undefined) {
  const ownerKey = useOwnerKey();
  const role = useSessionStore((s) => s.role);
  const query = useQuery({
    queryKey: ['page-permission', ownerKey, role, pageKey],
    queryFn:
      pageKey === undefined
        ? skipToken
        : () => call(PermissionCalls.pagePermission, { query: { key: pageKey }, hideLoading: true }),
    enabled: ownerKey !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const can = (type: ActionType) => query.data?.some((p) => p.type === type && p.status === 'on') ?? false;
  return { ...query, can };
}
