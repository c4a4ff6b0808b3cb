import type { LoginBody, SessionInfo } from '@app/contract';
import { http } from '../../../lib/http';
import { go } from '../../../lib/navigation';
import { queryClient } from '../../../lib/query';
import { activity, useSessionStore } from '../../../stores/session';

/** The start-up check: the caller decides what -1 or a network failure means. */
export const fetchSession = () => http.get<SessionInfo>('/user/try-session', { silent: true, hideLoading: true });

export async function login(body: LoginBody): Promise<SessionInfo> {
  const info = await http.post<SessionInfo>('/user/login', body, { silent: true });
  activity.touch();
  useSessionStore.getState().setSession(info);
  return info;
}

/** Ends the session on the server (whatever it answers) and forgets everything held for this user. */
export async function logout(): Promise<void> {
  await http.post('/user/logout', undefined, { silent: true }).catch(() => undefined);
  useSessionStore.getState().clear({ signedOut: true });
  queryClient.clear();
  await go('/session/login', { replace: true });
}
