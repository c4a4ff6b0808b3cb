/**
 * The real-time socket (DESIGN §6): Socket.IO at SOCKET_PATH on the app's own origin, authenticated by
 * the session cookie. The spec's WAMP topics are its event names.
 */
export const SOCKET_PATH = '/socket.io';

/** What the server pushes. */
export const PUSH = {
  /** The session ended: the tab shows why and goes to the login page. Payload: KickedPush. */
  kicked: 'base/push/kicked',
  /** The to-do list changed for the socket's user (a task opened or closed): refetch it. No payload. */
  todo: 'base/push/todo',
  /** A notice arrived in the socket's user's inbox: refetch the inbox and its badge. No payload. */
  inbox: 'base/push/inbox',
  /**
   * The review of a form the socket's user wrote moved (submitted, a step passed, sent back, ended):
   * refetch the reports and forms shown. No payload.
   */
  review: 'base/push/review',
  /** The role's permissions or the owner's menu changed: refetch the menu and the page permissions. No payload. */
  access: 'base/push/access',
  /** Someone came or went in the owner (a session started, ended or switched owner): refetch the online users. No payload. */
  online: 'base/push/online',
} as const;

/** The pushes sent after a call's changes are committed, to the people concerned. */
export type ChangePush =
  | typeof PUSH.todo
  | typeof PUSH.inbox
  | typeof PUSH.review
  | typeof PUSH.access
  | typeof PUSH.online;

/**
 * Why a session ended, as its socket hears it: signed in elsewhere (SPEC §4's single live session),
 * ended from the online-users page or by signing out in another tab, the account disabled, its
 * password changed or reset, idle past SESSION_IDLE_MS, or past its absolute age.
 */
export const KICK_REASONS = ['elsewhere', 'ended', 'disabled', 'password', 'idle', 'expired'] as const;
export type KickReason = (typeof KICK_REASONS)[number];

export interface KickedPush {
  reason: KickReason;
}

/** The error a socket refused at its connection (no live session, a foreign origin) hears as connect_error's message. */
export const SOCKET_REFUSED = 'unauthorized';
