import { STARTUP_RETRY_MS } from '@app/contract';
import { useCallback, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { fetchSession } from '../features/session/public';
import { ApiError } from '../lib/http';
import { loginPath } from '../lib/navigation';
import { activity, useSessionStore } from '../stores/session';
import { LoadingScreen } from './LoadingScreen';

const MAX_RETRY_MS = 8000;

/**
 * Every route below needs a session. The loading screen shows until the session check answers;
 * signed-out visitors go to the login page with `to` set to where they were going. If the server
 * cannot be reached the check is retried, 500 ms first and then less often.
 */
export function SessionGate() {
  const status = useSessionStore((s) => s.status);
  const signedOut = useSessionStore((s) => s.signedOut);
  const location = useLocation();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  const check = useCallback(async () => {
    try {
      const info = await fetchSession();
      activity.touch();
      useSessionStore.getState().setSession(info);
      setFailed(false);
    } catch (error) {
      if (error instanceof ApiError && error.extra.status !== 0 && (error.extra.status ?? 200) < 500) {
        useSessionStore.getState().clear();
      } else {
        setFailed(true);
        setAttempt((n) => n + 1);
      }
    }
  }, []);

  useEffect(() => {
    if (status !== 'unknown') return;
    const delay = attempt === 0 ? 0 : Math.min(STARTUP_RETRY_MS * 2 ** (attempt - 1), MAX_RETRY_MS);
    const timer = setTimeout(check, delay);
    return () => clearTimeout(timer);
  }, [status, attempt, check]);

  if (status === 'anonymous') {
    return <Navigate to={signedOut ? '/session/login' : loginPath(`${location.pathname}${location.search}`)} replace />;
  }
  if (status === 'unknown') return <LoadingScreen failed={failed} onRetry={check} />;
  return <Outlet />;
}
