import {
  type ChangePush,
  Code,
  KICK_REASONS,
  type KickedPush,
  type KickReason,
  PUSH,
  SOCKET_PATH,
  SOCKET_REFUSED,
  UserCalls,
} from '@app/contract';
import { useEffect } from 'react';
import type { Socket } from 'socket.io-client';
import { create } from 'zustand';
import { type SessionStatus, useSessionStore } from '../stores/session';
import { alertBanner } from './feedback';
import { ApiError, call, leaveOwner, ownerSettled, signOutLocally } from './http';
import { i18n } from './i18n';
import { currentPath, go, loginPath } from './navigation';
import { queryClient } from './query';

/**
 * The real-time socket (DESIGN §6): Socket.IO at SOCKET_PATH on the app's own origin, authenticated
 * by the session cookie the browser sends with the handshake. It is open while the session is live
 * (SPEC §4 "connects after the session"), and a kick from the server ends the session here at once.
 */

interface ServerEvents {
  [PUSH.kicked]: (push: KickedPush) => void;
  [PUSH.todo]: () => void;
  [PUSH.inbox]: () => void;
  [PUSH.review]: () => void;
  [PUSH.access]: () => void;
  [PUSH.online]: () => void;
}

/**
 * What each push of a change has the app read again (the pushes carry no payload, DESIGN §6): the
 * to-do list and its badge; the inbox and its badge, and the form and review an open page shows,
 * since a review that moves on tells its submitter by a notice; the reports, forms and reviews a
 * writer's pages show as his form's review moves; the menu, page titles and page permissions when
 * his role's grants or the owner's menu change (a page no longer allowed then says so); the online
 * users.
 */
const REFETCHED: Record<ChangePush, readonly string[]> = {
  [PUSH.todo]: ['backlog'],
  [PUSH.inbox]: ['inbox', 'workflow', 'form'],
  [PUSH.review]: ['report', 'form', 'workflow'],
  [PUSH.access]: ['menu', 'route-titles', 'page-permission'],
  [PUSH.online]: ['online'],
};
const CHANGE_PUSHES = Object.keys(REFETCHED) as ChangePush[];

/** What this file uses of Socket.IO's client socket; tests hand in a fake of it (openSocketWith). */
export type RealtimeSocket = Pick<Socket<ServerEvents>, 'active' | 'on' | 'connect' | 'disconnect'>;
type OpenSocket = () => Promise<RealtimeSocket>;

/** Socket.IO's reconnection, with DESIGN §6's back-off: 1 s, doubling to at most 10 s, without end. */
const RECONNECT_DELAY_MS = 1000;
const RECONNECT_DELAY_MAX_MS = 10_000;
/** Failed attempts in a row (about 25 s of trying) after which the person is told real time is off. */
export const FAILURES_BEFORE_NOTICE = 5;

/** SPEC §4: start-up is done 2 s after the session check succeeds; the socket opens then. */
const START_UP_MS = 2000;
const IDLE_WAIT_MAX_MS = 1000;

/**
 * Nothing real-time is needed to show a screen: the socket client (12 KB gzip) is fetched once the
 * start-up is over and the browser is idle, so a screen opened directly gets its own code and data
 * first (DESIGN §8: 500 KB of script a screen, which the larger screens are close to).
 */
const startUpDone = () =>
  new Promise<void>((resolve) =>
    setTimeout(() => {
      if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: IDLE_WAIT_MAX_MS });
      else resolve();
    }, START_UP_MS),
  );

/**
 * Websocket first, long-polling only where a websocket cannot open (a proxy refusing upgrades): on
 * our own origin the upgrade is the rule, so starting with it saves the polling handshake and the
 * upgrade's round trips, and no long-poll request holds one of the browser's six connections to the
 * origin that the API calls share.
 */
const openSocketIo: OpenSocket = async () => {
  await startUpDone();
  // Loaded once the session is live: the login page does not carry the client.
  const { io } = await import('socket.io-client');
  return io({
    path: SOCKET_PATH,
    withCredentials: true,
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
    reconnectionDelay: RECONNECT_DELAY_MS,
    reconnectionDelayMax: RECONNECT_DELAY_MAX_MS,
  });
};

let openSocket: OpenSocket = openSocketIo;

/** Tests open a fake socket in place of Socket.IO's (the boundary, as fetch is for the HTTP client). */
export function openSocketWith(open: OpenSocket) {
  openSocket = open;
}

/** `off` without a session; `unavailable` once the server refused it or it failed for a while. */
export type SocketState = 'off' | 'connecting' | 'connected' | 'unavailable';

export const useSocketState = create<{ state: SocketState }>(() => ({ state: 'off' }));
const setState = (state: SocketState) => useSocketState.setState({ state });

/** The socket of the live session, and which opening it belongs to (a late one is closed). */
let socket: RealtimeSocket | null = null;
let opening = 0;
let failures = 0;
let told = false;

const isKickReason = (value: unknown): value is KickReason => KICK_REASONS.some((reason) => reason === value);

/** SPEC §7's notice, once for each time real time is lost, and only to someone still signed in. */
function tellUnavailable() {
  setState('unavailable');
  if (told || useSessionStore.getState().status !== 'authenticated') return;
  told = true;
  alertBanner('warning', i18n.t('shell.realtime.failed'));
}

/**
 * The server refused the socket while the session is thought live. The session may have ended while
 * the socket was away (a computer asleep past the idle limit misses its kick): the session check
 * tells, and an ended session goes to the login page as any call answered -1 does. A live one was
 * refused for another cause (a foreign origin behind a proxy): real time is off, and the person told.
 */
async function refused(to: RealtimeSocket) {
  setState('unavailable');
  try {
    await call(UserCalls.trySession, { silent: true, hideLoading: true });
  } catch (error) {
    if (error instanceof ApiError && error.code === Code.NotLoggedIn) return signOutLocally();
  }
  if (socket === to) tellUnavailable();
}

/**
 * SPEC §4's forced logout, without a click: the session is forgotten with why it ended (the login
 * page says it), and the login page shows at once. Answers to calls still in flight are void, as
 * when signing out (an answer -1 would otherwise race this with a navigation of its own).
 */
/**
 * The end this tab is bringing about itself (its own password change), whose kick it does not take:
 * the server's sweep may kick before the call's answer arrives, and the tab keeps its own notice.
 */
let endingHere: KickReason | null = null;

/** This tab is about to end its session for `reason`; call the answer to stop expecting it. */
export function endingSessionHere(reason: KickReason): () => void {
  endingHere = reason;
  return () => {
    if (endingHere === reason) endingHere = null;
  };
}

async function kicked(push: KickedPush | undefined) {
  if (push && push.reason === endingHere) return closeSocket();
  closeSocket();
  leaveOwner();
  try {
    useSessionStore.getState().kick(isKickReason(push?.reason) ? push.reason : 'ended');
    queryClient.clear();
    // Rendered at once rather than as a transition that other rendering may hold back: the issue asks
    // for the reason on screen within a second of the session's end, and the sweep takes up to 0.4 s.
    await go(loginPath(currentPath()), { replace: true, flushSync: true });
  } finally {
    ownerSettled();
  }
}

function listen(to: RealtimeSocket) {
  const mine = () => socket === to;
  to.on('connect', () => {
    if (!mine()) return;
    failures = 0;
    told = false;
    setState('connected');
  });
  to.on('disconnect', (reason) => {
    if (!mine()) return;
    setState('connecting');
    // The server closed it without a kick (Socket.IO then does not retry): ask again; a session that
    // has ended is refused, and says so.
    if (reason === 'io server disconnect') to.connect();
  });
  to.on('connect_error', (error) => {
    if (!mine()) return;
    // Refused by the server (no live session, a foreign origin): Socket.IO does not retry, nor do we.
    if (!to.active || error.message === SOCKET_REFUSED) {
      if (useSessionStore.getState().status === 'authenticated') void refused(to);
      return;
    }
    failures += 1;
    if (failures >= FAILURES_BEFORE_NOTICE) tellUnavailable();
    else if (useSocketState.getState().state !== 'unavailable') setState('connecting');
  });
  to.on(PUSH.kicked, (push) => {
    if (mine()) void kicked(push);
  });
  for (const push of CHANGE_PUSHES) {
    to.on(push, () => {
      if (!mine()) return;
      for (const key of REFETCHED[push]) void queryClient.invalidateQueries({ queryKey: [key] });
    });
  }
}

function open() {
  if (socket || useSocketState.getState().state === 'connecting') return;
  const ticket = ++opening;
  failures = 0;
  told = false;
  setState('connecting');
  openSocket().then(
    (opened) => {
      // The session ended while the client loaded.
      if (ticket !== opening) return void opened.disconnect();
      socket = opened;
      listen(opened);
    },
    // The client's chunk did not load (a new version deployed, the network gone).
    () => {
      if (ticket === opening) tellUnavailable();
    },
  );
}

/** Closes the socket (signing out, a kick, a password changed): nothing it hears afterwards counts. */
export function closeSocket() {
  opening += 1;
  const closing = socket;
  socket = null;
  setState('off');
  closing?.disconnect();
}

const follow = (status: SessionStatus) => (status === 'authenticated' ? open() : closeSocket());

/** Opens the socket while the session is live and closes it when the session ends, however it ends. */
export function followSession(): () => void {
  follow(useSessionStore.getState().status);
  return useSessionStore.subscribe((state, previous) => {
    if (state.status !== previous.status) follow(state.status);
  });
}

/**
 * The signed-in layouts keep the socket with the session. Leaving one layout for the other (an owner
 * switch) keeps the socket open: only the session's end closes it.
 */
export function useSocketWithSession() {
  useEffect(followSession, []);
}
