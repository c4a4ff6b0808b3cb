import { INACTIVITY_CHECK_MS, SESSION_IDLE_MS } from '@app/contract';
import { useEffect } from 'react';
import { logout } from '../../features/session/public';
import { alertBanner } from '../../lib/feedback';
import { i18n } from '../../lib/i18n';
import { activity } from '../../stores/session';

/**
 * SPEC §4: activity is recorded at login and on every mouse press (and key press); a check every
 * 50 s signs the user out after 15 minutes without any. The server ends the session on its own too.
 */
export function useInactivityLogout() {
  useEffect(() => {
    const touch = () => activity.touch();
    window.addEventListener('mousedown', touch, { passive: true });
    window.addEventListener('keydown', touch, { passive: true });
    const timer = setInterval(() => {
      if (Date.now() - activity.last() > SESSION_IDLE_MS) {
        alertBanner('warning', i18n.t('shell.inactive'));
        void logout();
      }
    }, INACTIVITY_CHECK_MS);
    return () => {
      window.removeEventListener('mousedown', touch);
      window.removeEventListener('keydown', touch);
      clearInterval(timer);
    };
  }, []);
}
