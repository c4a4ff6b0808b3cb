import { AuthorityCalls, type AuthoritySetupBody } from '@app/contract';
import { call } from '../../../lib/http';

export const fetchAuthorities = () => call(AuthorityCalls.list, { hideLoading: true });

export const fetchAuthority = (key: string) => call(AuthorityCalls.view, { query: { key }, hideLoading: true });

export const saveAuthority = (key: string, body: AuthoritySetupBody) =>
  call(AuthorityCalls.setup, { query: { key }, body });
