import { MENU_RETRY_MS, MenuCalls, type Role } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { ApiError, call } from '../../lib/http';
import { isConfigOwner, useOwnerKey, useSessionStore } from '../../stores/session';

export type MenuKind = 'default' | 'config';

/** The menu editor invalidates every query under this key after a change, so the side menu follows at once. */
export const MENU_QUERY_KEY = 'menu';

/** The server could not be reached or failed; a refusal or any other envelope answer is final. */
const worthRetrying = (error: Error) =>
  !(error instanceof ApiError) || error.extra.status === 0 || (error.extra.status ?? 0) >= 500;

/**
 * The side menu of the current owner and role. The configuration layout reads the system menu. The
 * first assignment is the current role (SPEC §4); a failed load is retried every second.
 *
 * A layout of the other kind of owner asks for nothing: it is on its way out (an owner switch that
 * has not landed yet, a bookmarked page of the other layout), and the configuration menu is refused
 * outside the configuration owner, which would show a "no access" notice and send the user home.
 */
export function useMenu(kind: MenuKind) {
  const ownerKey = useOwnerKey();
  const role = useSessionStore((s) => s.role);
  const ownKind = useSessionStore(isConfigOwner) === (kind === 'config');
  return useQuery({
    queryKey: [MENU_QUERY_KEY, kind, ownerKey, role],
    enabled: ownerKey !== null && ownKind,
    queryFn: async () => {
      const data = await call(kind === 'config' ? MenuCalls.configMenu : MenuCalls.menu, { hideLoading: true });
      const first = data.assignments[0];
      if (first && first !== useSessionStore.getState().role) {
        useSessionStore.getState().setRole(first as Role);
      }
      return data;
    },
    retry: (count, error) => count < 3 && worthRetrying(error),
    retryDelay: MENU_RETRY_MS,
  });
}
