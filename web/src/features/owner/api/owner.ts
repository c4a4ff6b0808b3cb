import { OwnerCalls } from '@app/contract';
import { alertBanner } from '../../../lib/feedback';
import { call, leaveOwner, ownerSettled } from '../../../lib/http';
import { i18n } from '../../../lib/i18n';
import { go } from '../../../lib/navigation';
import { queryClient } from '../../../lib/query';
import { useSessionStore } from '../../../stores/session';
import { fetchSession } from '../../session/public';

export const fetchOwners = () => call(OwnerCalls.list, { hideLoading: true });

/** The switch's calls are answered: the page's calls still in flight since it began are cancelled. */
async function settle() {
  await queryClient.cancelQueries();
  ownerSettled();
}

/**
 * SPEC §4: switch, then go to /config for the configuration owner and /home otherwise. The session
 * is read again so role, owner list and menus are those of the new owner.
 *
 * One navigation and no stray call: everything cached is marked stale without being fetched again
 * now (the old layout is about to go), the layouts hold their owner-mismatch redirects while the
 * switch runs, and the navigation is rendered at once, so the new layout is on screen before they
 * resume. The new layout then fetches what it shows, once.
 *
 * The calls sent before the switch, or while it runs, are the owner being left's: their answers are
 * void (leaveOwner) and their queries cancelled, so the kept page asks them again for the new owner.
 * Only the switch's own calls are answered meanwhile (`ownerSwitch`).
 */
export async function switchOwner(key: string): Promise<boolean> {
  const store = useSessionStore.getState();
  leaveOwner();
  await queryClient.cancelQueries();
  try {
    await call(OwnerCalls.change, { query: { key }, silent: true, ownerSwitch: true });
    const info = await fetchSession({ ownerSwitch: true });
    // What the page being left asked while the switch ran is void (leaveOwner): cancelled, it is
    // asked again below for whatever page stays.
    await settle();
    await queryClient.invalidateQueries({ refetchType: 'none' });
    store.setSwitchingOwner(true);
    store.setSession(info);
    await go(info.owner?.isConfig ? '/config/home' : '/home', { flushSync: true });
    // A page kept across the switch (same layout) reads the new owner's data of what it shows.
    void queryClient.refetchQueries({ type: 'active', stale: true }, { cancelRefetch: false });
    alertBanner('success', i18n.t('owner.switched'));
    return true;
  } catch {
    // The page stays: what was cancelled or asked during the switch is asked again.
    await settle();
    void queryClient.refetchQueries({ type: 'active' }, { cancelRefetch: false });
    alertBanner('error', i18n.t('owner.switchFailed'));
    return false;
  } finally {
    store.setSwitchingOwner(false);
  }
}
