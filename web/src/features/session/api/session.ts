import { type LoginBody, type SessionInfo, UserCalls } from '@app/contract';
import { call } from '../../../lib/http';
import { activity, useSessionStore } from '../../../stores/session';

/**
 * The start-up check: the caller decides what -1 or a network failure means. An owner switch reads
 * the session as one of its own calls (`ownerSwitch`).
 */
export const fetchSession = (options: { ownerSwitch?: boolean } = {}) =>
  call(UserCalls.trySession, { silent: true, hideLoading: true, ...options });

export async function login(body: LoginBody): Promise<SessionInfo> {
  const info = await call(UserCalls.login, { body, silent: true });
  activity.touch();
  useSessionStore.getState().setSession(info);
  return info;
}
