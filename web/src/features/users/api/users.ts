import {
  OrganizationCalls,
  type PageKey,
  type ResetPasswordBody,
  UserAdminCalls,
  type UserCreateBody,
  type UserUpdateBody,
} from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { listQuery } from '../../../components/data-table/params';
import type { ListParams } from '../../../components/data-table/types';
import { uploadWorkbook } from '../../../components/import-dialog/upload-workbook';
import { call } from '../../../lib/http';
import { i18n } from '../../../lib/i18n';
import { useOwnerKey } from '../../../stores/session';

/** The user table's page key: its permissions, column settings and the export's name. */
export const USER_TABLE_PAGE: PageKey = 'user-table';

export const fetchUsers = (params: ListParams) =>
  call(UserAdminCalls.list, { query: listQuery(params), hideLoading: true });

// Forms show the server's field errors themselves, so these calls are silent.
export const createUser = (body: UserCreateBody) => call(UserAdminCalls.create, { body, silent: true });

export const updateUser = (id: number, body: UserUpdateBody) =>
  call(UserAdminCalls.update, { query: { id: String(id) }, body, silent: true });

export const resetPassword = (id: number, body: ResetPasswordBody) =>
  call(UserAdminCalls.resetPassword, { query: { id: String(id) }, body, silent: true });

export const setEnabled = (id: number, enabled: boolean) =>
  call(enabled ? UserAdminCalls.enable : UserAdminCalls.disable, { query: { id: String(id) } });

export const removeUser = (id: number) => call(UserAdminCalls.remove, { query: { id: String(id) } });

/** The workbook goes as the raw body; the dialog lists the per-row errors itself. */
export const importUsers = (file: File) => uploadWorkbook(UserAdminCalls.import, file);

export const TEMPLATE_HREF = '/api/user/import-template';
export const templateFileName = () => (i18n.language === 'en' ? 'user-import-template.xlsx' : '用户导入模板.xlsx');

/**
 * The current owner's organisations with their departments, for pickers. An owner without any (or
 * a failed call) gives an empty list: the pickers then say so instead of blocking the form.
 */
export function useOrganizationOptions() {
  const ownerKey = useOwnerKey();
  return useQuery({
    queryKey: ['organization', ownerKey, 'options'],
    queryFn: () => call(OrganizationCalls.options, { hideLoading: true, silent: true }).catch(() => []),
    enabled: ownerKey !== null,
  });
}
