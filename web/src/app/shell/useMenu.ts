import { MENU_RETRY_MS, type MenuData, type Role } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../lib/http';
import { useSessionStore } from '../../stores/session';

export type MenuKind = 'default' | 'config';

/** The menu editor invalidates every query under this key after a change, so the side menu follows at once. */
export const MENU_QUERY_KEY = 'menu';

/**
 * The side menu of the current owner and role. The configuration layout reads the system menu. The
 * first assignment is the current role (SPEC §4); a failed load is retried every second.
 */
export function useMenu(kind: MenuKind) {
  const ownerKey = useSessionStore((s) => s.owner?.key ?? null);
  const role = useSessionStore((s) => s.role);
  return useQuery({
    queryKey: [MENU_QUERY_KEY, kind, ownerKey, role],
    enabled: ownerKey !== null,
    queryFn: async () => {
      const data = await http.get<MenuData>(kind === 'config' ? '/system/top-menu/index' : '/top-menu/index', {
        hideLoading: true,
      });
      const first = data.assignments[0];
      if (first && first !== useSessionStore.getState().role) {
        useSessionStore.getState().setRole(first as Role);
      }
      return data;
    },
    retry: 3,
    retryDelay: MENU_RETRY_MS,
  });
}
