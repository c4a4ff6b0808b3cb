import { AsyncLocalStorage } from 'node:async_hooks';
import type { ChangePush, PageKey } from '@app/contract';

/**
 * Pushes that say "this changed for you" (to-do, inbox), asked for by the code that changes it, deep
 * inside a transaction. They carry no payload: the client refetches. So they must leave only once
 * the change is committed, or the refetch could read the old state: they are collected while a call
 * or a job runs and sent when it has ended without an error. A change rolled back pushes nothing.
 *
 * They go to rooms scoped by owner, so a socket hears only what concerns the owner its session works
 * in: a member of an owner, the holders of a role there (a task given to a role), everyone there (its
 * menu), or the roles that may open a page (who is online).
 */

export const userRoom = (userId: number) => `user:${userId}`;
export const sessionRoom = (hash: string) => `session:${hash}`;
export const ownerRoom = (ownerId: number) => `owner:${ownerId}`;
export const memberRoom = (ownerId: number, userId: number) => `member:${ownerId}:${userId}`;
export const roleRoom = (ownerId: number, role: string) => `role:${ownerId}:${role}`;
/**
 * Not a room sockets join: the holders of every role that may open the page in the owner, which the
 * sender reads when it sends (realtime.ts), after the change has committed.
 */
export const pageRoom = (ownerId: number, pageKey: PageKey) => `page:${ownerId}:${pageKey}`;

/** The owner and page of a pageRoom, or null for a room sockets join. */
export function pageOfRoom(room: string): { ownerId: number; pageKey: string } | null {
  const match = /^page:(\d+):(.+)$/.exec(room);
  return match ? { ownerId: Number(match[1]), pageKey: match[2] as string } : null;
}

export type SendPushes = (event: ChangePush, rooms: readonly string[]) => void;

const collecting = new AsyncLocalStorage<Map<ChangePush, Set<string>>>();

function push(event: ChangePush, rooms: readonly string[]): void {
  const store = collecting.getStore();
  if (!store) return;
  const targets = store.get(event) ?? new Set<string>();
  for (const room of rooms) targets.add(room);
  store.set(event, targets);
}

/** Asks for `event` to reach these members of the owner once the running call or job has committed. */
export function pushToMembers(event: ChangePush, ownerId: number, userIds: readonly number[]): void {
  push(
    event,
    userIds.map((userId) => memberRoom(ownerId, userId)),
  );
}

/** Asks for `event` to reach the holders of `role` in the owner once the running call or job has committed. */
export function pushToRole(event: ChangePush, ownerId: number, role: string): void {
  push(event, [roleRoom(ownerId, role)]);
}

/** Asks for `event` to reach everyone working in the owner once the running call or job has committed. */
export function pushToOwner(event: ChangePush, ownerId: number): void {
  push(event, [ownerRoom(ownerId)]);
}

/**
 * Asks for `event` to reach the members of the owner whose role may open the page, once the running
 * call or job has committed: what a page shows is told only to those who may see it.
 */
export function pushToPage(event: ChangePush, ownerId: number, pageKey: PageKey): void {
  push(event, [pageRoom(ownerId, pageKey)]);
}

/** Runs `work`, then sends what it asked to push, unless it failed. */
export async function withPushes<T>(send: SendPushes, work: () => Promise<T>): Promise<T> {
  const store = new Map<ChangePush, Set<string>>();
  const result = await collecting.run(store, work);
  for (const [event, rooms] of store) send(event, [...rooms]);
  return result;
}
