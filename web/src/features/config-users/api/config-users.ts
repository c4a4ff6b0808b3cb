import type {
  ConfigUserRow,
  ConfigUserUpdateBody,
  ConfigUserView,
  ListData,
  MembershipsBody,
  PageKey,
  ResetPasswordBody,
} from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { listQuery } from '../../../components/data-table/params';
import type { ListParams } from '../../../components/data-table/types';
import { http } from '../../../lib/http';
import { i18n } from '../../../lib/i18n';

export const CONFIG_USERS_PAGE: PageKey = 'config-users';
export const CONFIG_USER_EDIT_PAGE: PageKey = 'config-user-edit';

export const fetchConfigUsers = (params: ListParams) =>
  http.get<ListData<ConfigUserRow>>('/config/user/index', { query: listQuery(params), hideLoading: true });

/** One account with its memberships; role titles come in the interface language. */
export function useConfigUser(id: number) {
  return useQuery({
    queryKey: ['config-users', 'view', id, i18n.language],
    queryFn: () => http.get<ConfigUserView>('/config/user/view', { query: { id }, hideLoading: true }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

// The forms show the server's field errors themselves, so these calls are silent.
export const updateConfigUser = (id: number, body: ConfigUserUpdateBody) =>
  http.post<null>('/config/user/update', body, { query: { id }, silent: true });

export const resetConfigUserPassword = (id: number, body: ResetPasswordBody) =>
  http.post<null>('/config/user/reset-password', body, { query: { id }, silent: true });

export const saveMemberships = (id: number, body: MembershipsBody) =>
  http.post<null>('/config/user/memberships', body, { query: { id }, silent: true });
