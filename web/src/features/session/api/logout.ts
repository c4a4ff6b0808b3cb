import { http } from '../../../lib/http';
import { go } from '../../../lib/navigation';
import { queryClient } from '../../../lib/query';
import { useSessionStore } from '../../../stores/session';

/** Ends the session on the server (whatever it answers) and forgets everything held for this user. */
export async function logout(): Promise<void> {
  await http.post('/user/logout', undefined, { silent: true }).catch(() => undefined);
  useSessionStore.getState().clear({ signedOut: true });
  queryClient.clear();
  await go('/session/login', { replace: true });
}
