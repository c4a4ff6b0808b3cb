import type { ChangedOwner, OwnerSummary } from '@app/contract';
import { alertBanner } from '../../../lib/feedback';
import { http } from '../../../lib/http';
import { i18n } from '../../../lib/i18n';
import { go } from '../../../lib/navigation';
import { queryClient } from '../../../lib/query';
import { useSessionStore } from '../../../stores/session';
import { fetchSession } from '../../session/api/session';

export const fetchOwners = () => http.get<OwnerSummary[]>('/basics/owner-list', { hideLoading: true });

/**
 * SPEC §4: switch, then go to /config for the configuration owner and /home otherwise. The session
 * is read again so role, owner list and menus are those of the new owner.
 */
export async function switchOwner(key: string): Promise<boolean> {
  const store = useSessionStore.getState();
  try {
    await http.post<ChangedOwner>('/basics/change-owner', undefined, { query: { key }, silent: true });
    const info = await fetchSession();
    // One navigation only: the layouts' own owner-mismatch redirects wait until it has landed.
    store.setSwitchingOwner(true);
    store.setSession(info);
    await go(info.owner?.isConfig ? '/config/home' : '/home');
    await queryClient.invalidateQueries();
    alertBanner('success', i18n.t('owner.switched'));
    return true;
  } catch {
    alertBanner('error', i18n.t('owner.switchFailed'));
    return false;
  } finally {
    store.setSwitchingOwner(false);
  }
}
