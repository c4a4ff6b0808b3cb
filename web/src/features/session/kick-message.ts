import { type KickReason, SESSION_IDLE_MS } from '@app/contract';
import { i18n } from '../../lib/i18n';

/**
 * SPEC §7's kick message (title 提醒) for why the server ended the session: the login page shows it to
 * the tab that was signed out. The session's longest age is the server's setting, so it is not named.
 */
export function kickMessage(reason: KickReason): { title: string; text: string } {
  return {
    title: i18n.t('login.kicked.title'),
    text: i18n.t(`login.kicked.${reason}`, { minutes: SESSION_IDLE_MS / 60_000 }),
  };
}
