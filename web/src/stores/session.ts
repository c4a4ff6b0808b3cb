import type { OwnerSummary, Role, SessionInfo, SessionUser } from '@app/contract';
import { create } from 'zustand';

const ROLE_KEY = 'role';
const ACTIVITY_KEY = 'lastActivity';

export type SessionStatus = 'unknown' | 'authenticated' | 'anonymous';

interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  owners: OwnerSummary[];
  owner: OwnerSummary | null;
  configKey: string;
  /** The role in the current owner; kept in local storage as SPEC §4 asks. */
  role: Role | null;
  /** False when the server said no owner is selected (code 5). */
  ownerSelected: boolean;
  /** The user signed out on purpose: the login page then carries no place to return to. */
  signedOut: boolean;
  /** An owner switch is moving between layouts; layouts hold their own redirects meanwhile. */
  switchingOwner: boolean;
  setSession(info: SessionInfo): void;
  setRole(role: Role | null): void;
  setOwnerSelected(selected: boolean): void;
  setSwitchingOwner(switching: boolean): void;
  clear(options?: { signedOut?: boolean }): void;
}

const storedRole = () => (localStorage.getItem(ROLE_KEY) as Role | null) ?? null;

export const useSessionStore = create<SessionState>((set) => ({
  status: 'unknown',
  user: null,
  owners: [],
  owner: null,
  configKey: 'config',
  role: storedRole(),
  ownerSelected: true,
  signedOut: false,
  switchingOwner: false,
  setSession: (info) => {
    if (info.user.role) localStorage.setItem(ROLE_KEY, info.user.role);
    set({
      status: 'authenticated',
      user: info.user,
      owners: info.owners,
      owner: info.owner,
      configKey: info.configKey,
      role: info.user.role,
      ownerSelected: info.owner !== null,
      signedOut: false,
    });
  },
  setRole: (role) => {
    if (role) localStorage.setItem(ROLE_KEY, role);
    else localStorage.removeItem(ROLE_KEY);
    set({ role });
  },
  setOwnerSelected: (ownerSelected) => set({ ownerSelected }),
  setSwitchingOwner: (switchingOwner) => set({ switchingOwner }),
  clear: (options) => {
    localStorage.removeItem(ROLE_KEY);
    localStorage.removeItem(ACTIVITY_KEY);
    const signedOut = options?.signedOut ?? false;
    set({ status: 'anonymous', user: null, owners: [], owner: null, role: null, ownerSelected: true, signedOut });
  },
}));

export const isConfigOwner = (state: Pick<SessionState, 'owner' | 'configKey'>) =>
  state.owner !== null && state.owner.key === state.configKey;

/** Last user activity, shared by every tab of the app. */
export const activity = {
  touch: () => localStorage.setItem(ACTIVITY_KEY, String(Date.now())),
  last: () => Number(localStorage.getItem(ACTIVITY_KEY) ?? Date.now()),
};

/**
 * The current owner's key, or null before one is chosen. Every owner-scoped query key carries it,
 * so switching owner reads that owner's data afresh rather than showing the last owner's cache.
 */
export const useOwnerKey = () => useSessionStore((s) => s.owner?.key ?? null);
