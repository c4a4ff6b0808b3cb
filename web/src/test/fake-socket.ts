import type { RealtimeSocket } from '../lib/socket';

type Listener = (...args: never[]) => void;

/**
 * Socket.IO's client socket as lib/socket uses it, with the server played by the test: `hear` makes
 * the socket hear an event (`connect`, `connect_error`, a push) as Socket.IO would deliver it.
 */
export class FakeSocket {
  active = true;
  connects = 0;
  disconnects = 0;
  private readonly listeners = new Map<string, Listener[]>();

  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }

  connect() {
    this.connects += 1;
    this.active = true;
    return this;
  }

  disconnect() {
    this.disconnects += 1;
    this.active = false;
    return this;
  }

  hear(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) (listener as (...args: unknown[]) => void)(...args);
  }

  /** Typed as the real socket, whose `on` overloads a plain class cannot spell. */
  asSocket(): RealtimeSocket {
    return this as unknown as RealtimeSocket;
  }
}

/** A socket that never connects: the signed-in layouts open one in every screen test. */
export const inertSocket = async () => new FakeSocket().asSocket();
