import type { LoginBody, SessionInfo } from '@app/contract';
import { http } from '../../../lib/http';
import { activity, useSessionStore } from '../../../stores/session';

/** The start-up check: the caller decides what -1 or a network failure means. */
export const fetchSession = () => http.get<SessionInfo>('/user/try-session', { silent: true, hideLoading: true });

export async function login(body: LoginBody): Promise<SessionInfo> {
  const info = await http.post<SessionInfo>('/user/login', body, { silent: true });
  activity.touch();
  useSessionStore.getState().setSession(info);
  return info;
}
