import {
  ConfigUserCalls,
  type ConfigUserUpdateBody,
  type MembershipsBody,
  type PageKey,
  type ResetPasswordBody,
} from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { listQuery } from '../../../components/data-table/params';
import type { ListParams } from '../../../components/data-table/types';
import { call } from '../../../lib/http';
import { i18n } from '../../../lib/i18n';

export const CONFIG_USERS_PAGE: PageKey = 'config-users';
export const CONFIG_USER_EDIT_PAGE: PageKey = 'config-user-edit';

export const fetchConfigUsers = (params: ListParams) =>
  call(ConfigUserCalls.list, { query: listQuery(params), hideLoading: true });

/** One account with its memberships; role titles come in the interface language. */
export function useConfigUser(id: number) {
  return useQuery({
    queryKey: ['config-users', 'view', id, i18n.language],
    queryFn: () => call(ConfigUserCalls.view, { query: { id: String(id) }, hideLoading: true }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

// The forms show the server's field errors themselves, so these calls are silent.
export const updateConfigUser = (id: number, body: ConfigUserUpdateBody) =>
  call(ConfigUserCalls.update, { query: { id: String(id) }, body, silent: true });

export const resetConfigUserPassword = (id: number, body: ResetPasswordBody) =>
  call(ConfigUserCalls.resetPassword, { query: { id: String(id) }, body, silent: true });

export const saveMemberships = (id: number, body: MembershipsBody) =>
  call(ConfigUserCalls.memberships, { query: { id: String(id) }, body, silent: true });
