import type { AuthoritySection, AuthoritySetupBody, AuthorityView } from '@app/contract';
import { http } from '../../../lib/http';

export const fetchAuthorities = () => http.get<AuthoritySection[]>('/authority/index', { hideLoading: true });

export const fetchAuthority = (key: string) =>
  http.get<AuthorityView>('/authority/view', { query: { key }, hideLoading: true });

export const saveAuthority = (key: string, body: AuthoritySetupBody) =>
  http.post<null>('/authority/setup', body, { query: { key } });
