import {
  KICK_REASONS,
  type KickReason,
  type OwnerSummary,
  type Role,
  type SessionInfo,
  type SessionUser,
} from '@app/contract';
import { create } from 'zustand';

const ROLE_KEY = 'role';
const ACTIVITY_KEY = 'lastActivity';
/** Why this tab's session was ended from elsewhere; per tab, so only the tab that was kicked says so. */
const KICKED_KEY = 'kicked';

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
  /**
   * SPEC §4's kick message: why the server ended this tab's session (its socket heard it). Set by a
   * kick, cleared by the next sign-in; the login page shows it meanwhile, across a reload of the tab.
   */
  kicked: KickReason | null;
  setSession(info: SessionInfo): void;
  setRole(role: Role | null): void;
  setOwnerSelected(selected: boolean): void;
  setSwitchingOwner(switching: boolean): void;
  clear(options?: { signedOut?: boolean }): void;
  /** The session was ended elsewhere: forget it as `clear` does, and keep why. */
  kick(reason: KickReason): void;
}

const storedRole = () => (localStorage.getItem(ROLE_KEY) as Role | null) ?? null;

function storedKick(): KickReason | null {
  const saved = sessionStorage.getItem(KICKED_KEY);
  return KICK_REASONS.find((reason) => reason === saved) ?? null;
}

/** What a session ended here or elsewhere leaves: nobody signed in, no role, no activity. */
function signedOutState(signedOut: boolean) {
  localStorage.removeItem(ROLE_KEY);
  localStorage.removeItem(ACTIVITY_KEY);
  return {
    status: 'anonymous',
    user: null,
    owners: [],
    owner: null,
    role: null,
    ownerSelected: true,
    signedOut,
  } satisfies Partial<SessionState>;
}

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
  kicked: storedKick(),
  setSession: (info) => {
    if (info.user.role) localStorage.setItem(ROLE_KEY, info.user.role);
    sessionStorage.removeItem(KICKED_KEY);
    set({
      status: 'authenticated',
      user: info.user,
      owners: info.owners,
      owner: info.owner,
      configKey: info.configKey,
      role: info.user.role,
      ownerSelected: info.owner !== null,
      signedOut: false,
      kicked: null,
    });
  },
  setRole: (role) => {
    if (role) localStorage.setItem(ROLE_KEY, role);
    else localStorage.removeItem(ROLE_KEY);
    set({ role });
  },
  setOwnerSelected: (ownerSelected) => set({ ownerSelected }),
  setSwitchingOwner: (switchingOwner) => set({ switchingOwner }),
  clear: (options) => set(signedOutState(options?.signedOut ?? false)),
  kick: (reason) => {
    sessionStorage.setItem(KICKED_KEY, reason);
    // Not signed out on purpose: the login page keeps the page to come back to.
    set({ ...signedOutState(false), kicked: reason });
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
