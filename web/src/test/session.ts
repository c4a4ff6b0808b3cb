import type { SessionInfo } from '@app/contract';
import { useSessionStore } from '../stores/session';

export interface TestOwner {
  key: string;
  /** Shown where the app names the current owner; the key when left out. */
  name?: string;
  isConfig?: boolean;
}

/** What the server answers for the administrator signed in to `owner`. */
export function sessionInfo(owner: TestOwner = { key: 'hdny' }): SessionInfo {
  return {
    user: {
      id: 1,
      username: 'admin',
      name: '系统管理员',
      avatarUrl: '',
      phone: '',
      email: '',
      language: 'zh-CN',
      loginStatus: true,
      role: 'admin',
    },
    owners: [],
    owner: {
      key: owner.key,
      name: owner.name ?? owner.key,
      logo: '',
      selected: true,
      isConfig: owner.isConfig ?? false,
    },
    configKey: 'config',
  };
}

/** Seeds the session store as if the administrator had signed in to `owner`. */
export function signIn(owner?: TestOwner) {
  useSessionStore.getState().setSession(sessionInfo(owner));
}
