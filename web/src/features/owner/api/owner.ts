import { OwnerCalls } from '@app/contract';
import { alertBanner } from '../../../lib/feedback';
import { call, leaveOwner } from '../../../lib/http';
import { i18n } from '../../../lib/i18n';
import { go } from '../../../lib/navigation';
import { queryClient } from '../../../lib/query';
import { useSessionStore } from '../../../stores/session';
import { fetchSession } from '../../session/api/session';

export const fetchOwners = () => call(OwnerCalls.list, { hideLoading: true });

/**
 * SPEC §4: switch, then go to /config for the configuration owner and /home otherwise. The session
 * is read again so role, owner list and menus are those of the new owner.
 *
 * One navigation and no stray call: everything cached is marked stale without being fetched again
 * now (the old layout is about to go), the layouts hold their owner-mismatch redirects while the
 * switch runs, and the navigation is rendered at once, so the new layout is on screen before they
 * resume. The new layout then fetches what it shows, once.
 *
 * The calls still in flight were sent for the owner being left: their answers are void (leaveOwner)
 * and their queries cancelled, so the kept page asks them again for the new owner.
 */
export async function switchOwner(key: string): Promise<boolean> {
  const store = useSessionStore.getState();
  leaveOwner();
  await queryClient.cancelQueries();
  try {
    await call(OwnerCalls.change, { query: { key }, silent: true });
    const info = await fetchSession();
    await queryClient.invalidateQueries({ refetchType: 'none' });
    store.setSwitchingOwner(true);
    store.setSession(info);
    await go(info.owner?.isConfig ? '/config/home' : '/home', { flushSync: true });
    // A page kept across the switch (same layout) reads the new owner's data of what it shows.
    void queryClient.refetchQueries({ type: 'active', stale: true }, { cancelRefetch: false });
    alertBanner('success', i18n.t('owner.switched'));
    return true;
  } catch {
    // The page stays: what was cancelled for the switch is asked again.
    void queryClient.refetchQueries({ type: 'active' }, { cancelRefetch: false });
    alertBanner('error', i18n.t('owner.switchFailed'));
    return false;
  } finally {
    store.setSwitchingOwner(false);
  }
}
