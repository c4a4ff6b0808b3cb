import { UserCalls } from '@app/contract';
import { call, leaveOwner, ownerSettled } from '../../../lib/http';
import { go } from '../../../lib/navigation';
import { queryClient } from '../../../lib/query';
import { closeSocket } from '../../../lib/socket';
import { useSessionStore } from '../../../stores/session';

let signingOut = false;

/**
 * True from the moment signing out starts until the login page shows. Background calls answering -1
 * or failing meanwhile are the expected end of the session, not news for the person.
 */
export const isSigningOut = () => signingOut;

/** Ends the session on the server (whatever it answers) and forgets everything held for this user. */
export async function logout(): Promise<void> {
  signingOut = true;
  // Signing out leaves the owner as a switch does: the page's calls answered meanwhile are void. One
  // answered -1 (the session it was sent with has just ended) sent the user to the login page with
  // the page to come back to, racing this navigation, and sometimes after it (seen in CI).
  leaveOwner();
  // Closed before the session ends on the server, or this tab would hear itself kicked.
  closeSocket();
  try {
    await call(UserCalls.logout, { silent: true }).catch(() => undefined);
    useSessionStore.getState().clear({ signedOut: true });
    queryClient.clear();
    await go('/session/login', { replace: true });
  } finally {
    ownerSettled();
    signingOut = false;
  }
}
